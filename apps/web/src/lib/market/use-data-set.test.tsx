// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPreferences } from '@exchange/contract/cookies';
import { guestUser } from '@exchange/contract/usercenter';
import { SITES } from '@exchange/sites/sites';
import { ClientContextProvider, type ClientContext } from '@/lib/request/client-context';
import { toClientSite } from '@/lib/site/client-site';
import { MarketDataProvider } from './query-client';
import { useDataSet } from './use-data-set';

// React's act() outside a test renderer
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const context: ClientContext = {
  site: toClientSite(SITES.main),
  locale: 'en',
  user: guestUser,
  preferences: readPreferences(() => undefined, 'en'),
  defaultFiat: 'USD',
  fiatMethods: [],
  nonce: '',
  websocketOrigin: '',
  coinIcons: { coins: [], version: '' },
  tradeLinked: true,
  linkGate: { compliance: { menu: [], limit: { limit_country: false, is_show_compliance_tips: false } }, site: { gatesRestrictedPaths: true } },
};

let fetch: ReturnType<typeof vi.fn<typeof globalThis.fetch>>;
let root: Root | undefined;
const seen: { loading: boolean; rows: number | undefined }[] = [];

function Spots({ enabled }: { enabled: boolean }) {
  const set = useDataSet('spots', { enabled });
  seen.push({ loading: set.loading, rows: set.data?.length });
  return null;
}

async function mount(enabled: boolean): Promise<void> {
  root = createRoot(document.createElement('div'));
  await act(async () =>
    root?.render(
      <ClientContextProvider value={context}>
        <MarketDataProvider>
          <Spots enabled={enabled} />
        </MarketDataProvider>
      </ClientContextProvider>,
    ),
  );
}

const listCalls = () => fetch.mock.calls.filter(([url]) => String(url).includes('/market/spots'));

beforeEach(() => {
  seen.length = 0;
  fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response('{"code":0,"message":"","data":[]}')));
  vi.stubGlobal('fetch', fetch);
});

afterEach(async () => {
  await act(async () => root?.unmount());
  vi.unstubAllGlobals();
});

describe('useDataSet enabled', () => {
  it('a set not asked for makes no call and is not loading', async () => {
    await mount(false);
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    expect(listCalls()).toEqual([]);
    expect(seen.at(-1)).toEqual({ loading: false, rows: undefined });
  });

  it('a set asked for loads: loading until its rows are there', async () => {
    await mount(true);
    expect(seen[0]).toEqual({ loading: true, rows: undefined });
    await vi.waitFor(async () => {
      await act(async () => {
        await vi.dynamicImportSettled();
      });
      expect(seen.at(-1)).toEqual({ loading: false, rows: 0 });
    });
    expect(listCalls()).toHaveLength(1);
  });
});
