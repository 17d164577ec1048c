'use client';
import { pairLabel } from '../../lib/search/coins';
import { ChangeText } from '../../lib/market/ui/ChangeText';
import { CoinIcon } from '../../lib/market/ui/CoinIcon';
import { LivePrice } from '../../lib/market/ui/LivePrice';
import { useLiveRow } from '../../lib/market/use-live';
import type { MarketRow } from '../../lib/market/rows';
import { trackClick } from '../../lib/tracking';
import type { SearchOption } from './results';
import styles from './search.module.css';

function CoinBody({ row, locale }: { row: MarketRow; locale: string }) {
  const live = useLiveRow(row);
  return (
    <>
      <CoinIcon symbol={row.base} size={24} />
      <span className={styles.main}>
        <span className={styles.label} dir="ltr">
          {pairLabel(row)}
        </span>
        <span className={styles.sub}>{row.name}</span>
      </span>
      <span className={styles.numbers}>
        <LivePrice rate={live.rate} locale={locale} />
        <ChangeText change={live.change} locale={locale} className={styles.change} />
      </span>
    </>
  );
}

/**
 * One option of the listbox. Coins and pages are links (role option: the input keeps focus, the
 * arrow keys move `aria-activedescendant`, Enter clicks the active one); a recent search fills
 * the box again.
 */
export function ResultOption({
  option,
  active,
  locale,
  onFollow,
  onPickRecent,
  onHover,
}: {
  option: SearchOption;
  active: boolean;
  locale: string;
  onFollow: () => void;
  onPickRecent: (query: string) => void;
  onHover: (id: string) => void;
}) {
  const className = `${styles.option} ${active ? styles.active : ''}`;
  const onPointerMove = () => {
    if (!active) onHover(option.id);
  };
  if (option.kind === 'recent') {
    return (
      // keys reach it through the combobox's input (aria-activedescendant), never by focus
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events
      <div
        id={option.id}
        role="option"
        aria-selected={active}
        tabIndex={-1}
        className={className}
        onPointerMove={onPointerMove}
        onClick={() => onPickRecent(option.query)}
      >
        <span className={styles.main}>
          <span className={styles.label}>{option.query}</span>
        </span>
      </div>
    );
  }
  return (
    <a
      id={option.id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      className={className}
      onPointerMove={onPointerMove}
      href={option.href}
      onClick={() => {
        trackClick(`search:${option.kind}`);
        onFollow();
      }}
    >
      {option.kind === 'coin' ? (
        <CoinBody row={option.row} locale={locale} />
      ) : (
        <span className={styles.main}>
          <span className={styles.label}>{option.page.label}</span>
          <span className={styles.sub}>{option.page.section}</span>
        </span>
      )}
    </a>
  );
}
