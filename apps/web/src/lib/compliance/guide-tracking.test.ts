// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  document.body.innerHTML = '';
});

async function setup() {
  const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response('{}')));
  vi.stubGlobal('fetch', fetch);
  const guides = await import('./guide-tracking');
  /** the events the tracker sends once the page is left */
  const sent = () => {
    window.dispatchEvent(new Event('pagehide'));
    return fetch.mock.calls.flatMap(
      ([, init]) => JSON.parse(new URLSearchParams(String(init?.body)).get('events') ?? '[]') as { name: string; button: string }[],
    );
  };
  return { guides, sent };
}

describe('compliance guidance tracking (spec doc 2 §7)', () => {
  it('a view and a press are events the API accepts: the guide, then what was pressed', async () => {
    const { guides, sent } = await setup();
    guides.trackGuideView('notice:restrictedCountry');
    guides.trackGuideClick('notice:restrictedCountry', 'ok');
    guides.trackGuideClick('bar:prohibitedCountries', 'close');
    expect(sent().map(({ name, button }) => [name, button])).toEqual([
      ['compliance_guide:view', 'notice:restricted_country'],
      ['compliance_guide:click', 'notice:restricted_country:ok'],
      ['compliance_guide:click', 'bar:prohibited_countries:close'],
    ]);
  });

  it("a click's action: a link is `link`, anything else none (buttons track their own presses)", async () => {
    const { guides } = await setup();
    document.body.innerHTML =
      '<p id="text">Read the <a id="link" href="/user-agreement"><b id="inner">User Agreement</b></a>. ' +
      '<a id="anchor">no href</a><button id="plain">×</button></p>';
    const at = (id: string) => document.getElementById(id);
    expect(guides.guideActionOf(at('link'))).toBe('link');
    expect(guides.guideActionOf(at('inner'))).toBe('link');
    expect(guides.guideActionOf(at('plain'))).toBeNull();
    expect(guides.guideActionOf(at('anchor'))).toBeNull();
    expect(guides.guideActionOf(at('text'))).toBeNull();
    expect(guides.guideActionOf(null)).toBeNull();
    expect(guides.guideActionOf(window)).toBeNull();
  });

  it("the click listener counts a guide's links, keyboard-followed ones too, and stops when removed", async () => {
    const { guides, sent } = await setup();
    document.body.innerHTML = '<div id="guide"><a id="link" href="#x">Support</a><button id="plain">OK</button></div>';
    const stop = guides.listenForGuideClicks(document.getElementById('guide')!, 'page:restrictedRegion');
    document.getElementById('link')!.click();
    document.getElementById('plain')!.click();
    stop();
    document.getElementById('link')!.click();
    expect(sent().map(({ button }) => button)).toEqual(['page:restricted_region:link']);
  });
});
