import { useLocale, useTranslations } from 'next-intl';
import type { KycLevelRow } from '@exchange/contract/kyc-apply';
import type { KycLevel } from '@exchange/contract/kyc-level';
import grid from '@/lib/ui/data-table.module.css';
import { levelKey, limitText } from './kyc-center-rules';
import styles from './kyc-center.module.css';

/** What each level allows: the 24-hour withdrawal limit, spot trading and deposits (by the caller's region's rules), and what it asks for; the caller's row marked. */
export function LevelsTable({ rows, current }: { rows: readonly KycLevelRow[]; current: KycLevel }) {
  const t = useTranslations('kycCenter');
  const locale = useLocale();
  const open = (yes: boolean) => (yes ? t('table.available') : t('table.closed'));
  return (
    <section aria-labelledby="kyc-levels-title" className={styles.section}>
      <h2 id="kyc-levels-title" className={styles.subheading}>
        {t('table.title')}
      </h2>
      {/* focusable so that a keyboard can scroll it on a narrow screen (axe: scrollable-region-focusable) */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={grid.scroller} role="group" aria-labelledby="kyc-levels-title" tabIndex={0}>
        <table className={grid.table}>
          <thead>
            <tr>
              <th scope="col">{t('table.level')}</th>
              <th scope="col">{t('table.provide')}</th>
              <th scope="col" className={grid.num}>
                {t('table.limit')}
              </th>
              <th scope="col">{t('table.trade')}</th>
              <th scope="col">{t('table.deposit')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.level} aria-current={row.level === current ? 'true' : undefined} className={row.level === current ? styles.currentRow : undefined}>
                <th scope="row">
                  {t(`levels.${levelKey(row.level)}`)}
                  {row.level === current && <span className={styles.badge}>{t('table.yours')}</span>}
                </th>
                <td className={styles.wrap}>{t(`provide.l${row.level}`)}</td>
                <td className={grid.num}>{t('usd', { amount: limitText(row.withdraw_limit_usd, locale) })}</td>
                <td>{open(row.trade)}</td>
                <td>{open(row.deposit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
