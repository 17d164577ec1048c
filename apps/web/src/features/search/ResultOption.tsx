'use client';
import { CoinSummary } from '@/lib/market/ui/CoinSummary';
import type { MarketRow } from '@/lib/market/rows';
import { trackClick } from '@/lib/telemetry/tracking';
import type { SearchOption } from './results';
import result from '@/lib/ui/result-row.module.css';
import styles from './search.module.css';

function CoinBody({ row, locale }: { row: MarketRow; locale: string }) {
  return <CoinSummary row={row} locale={locale} />;
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
        <span className={result.main}>
          <span className={result.label}>{option.query}</span>
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
        <span className={result.main}>
          <span className={result.label}>{option.page.label}</span>
          <span className={result.sub}>{option.page.section}</span>
        </span>
      )}
    </a>
  );
}
