'use client';
import dynamic from 'next/dynamic';
import { loadIsland } from '@/lib/islands/failed-island';
import { useTranslations } from 'next-intl';
import type { PanelKind } from './panel-tabs';
import styles from './slot.module.css';

/** What shows while the panel's code arrives: the panel's frame, so the dropdown does not change size. */
function PanelLoading() {
  const t = useTranslations('markets');
  return (
    <p className={styles.loading} role="status">
      {t('loading')}
    </p>
  );
}

// The panel (virtual list, data sets, query client, live prices) is its own chunk: the menu renders
// this slot on its first opening (MenuItem renders its children on first hover or focus), and only
// then is the chunk fetched. Nothing of it is in a page's first-load JavaScript.
const CoinPanel = dynamic(
  () =>
    loadIsland(
      'CoinPanel',
      import('./CoinPanel').then((m) => m.CoinPanel),
    ),
  { ssr: false, loading: () => <PanelLoading /> },
);

/** The coin-list panel of a menu (spec doc 1 §2 "Coin list panels"), as the layout passes it to the desktop nav. */
export function CoinPanelSlot({ kind }: { kind: PanelKind }) {
  return <CoinPanel kind={kind} />;
}
