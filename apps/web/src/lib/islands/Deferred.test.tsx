// @vitest-environment jsdom
import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Deferred, HydrationSignal } from './Deferred';
import { resetHydrationSignal } from './hydration-signal';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ready = () => document.documentElement.hasAttribute('data-hydrated');

/** A part of the page with state; its effect records that it has hydrated and whether the page said it was ready then. */
function Counter({ seen }: { seen: string[] }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    seen.push(`part ${ready()}`);
  }, [seen]);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {`clicked ${count}`}
    </button>
  );
}

/** Outside the part, after the signal: its effect runs in the root's commit. */
function RootMarker({ seen }: { seen: string[] }) {
  useEffect(() => {
    seen.push(`root ${ready()}`);
  }, [seen]);
  return null;
}

function Page({ seen }: { seen: string[] }) {
  return (
    <main>
      <h1>title</h1>
      <Deferred>
        <Counter seen={seen} />
      </Deferred>
      <HydrationSignal />
      <RootMarker seen={seen} />
    </main>
  );
}

describe('Deferred', () => {
  it('is written in place by the server (an Activity, not a streamed boundary), hydrates without a mismatch, and the page is ready only once it has', async () => {
    resetHydrationSignal();
    const html = renderToString(<Page seen={[]} />);
    expect(html).toContain('<!--&-->');
    expect(html).toContain('clicked 0');
    expect(html).not.toContain('<!--$');
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    const seen: string[] = [];
    const recoverable = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(host, <Page seen={seen} />, { onRecoverableError: recoverable });
    });
    // the part hydrated in a commit after the root's (in one pass, its effect would come first,
    // being earlier in the tree), and the signal waited for it
    expect(seen).toEqual(['root false', 'part false']);
    expect(ready()).toBe(true);
    const button = host.querySelector('button');
    await act(async () => button?.click());
    expect(button?.textContent).toBe('clicked 1');
    expect(recoverable).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    act(() => root?.unmount());
    host.remove();
    error.mockRestore();
  });
});
