'use client';
import { CoinSummary, type CoinSummaryClasses } from '../../lib/market/ui/CoinSummary';
import type { MarketRow } from '../../lib/market/rows';
import { trackClick } from '../../lib/tracking';
import type { SearchOption } from './results';
import styles from './search.module.css';

const COIN_CLASSES: CoinSummaryClasses = {
  main: styles.main ?? '',
  label: styles.label ?? '',
  sub: styles.sub ?? '',
  numbers: styles.numbers ?? '',
  change: styles.change ?? '',
};

function CoinBody({ row, locale }: { row: MarketRow; locale: string }) {
  return <CoinSummary row={row} locale={locale} classes={COIN_CLASSES} />;
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
