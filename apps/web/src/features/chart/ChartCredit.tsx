'use client';
import { useTranslations } from 'next-intl';
import styles from './chart.module.css';

/**
 * The chart library's attribution (its licence asks for the NOTICE's credit and a TradingView
 * link beside the chart). It holds no chart code, so the page renders it on the server below the
 * chart region's placeholder: it is on screen at the first paint, not only once the chart's
 * chunk has loaded (on a phone the chart chunk arrives seconds later).
 */
export function ChartCredit() {
  const t = useTranslations('chart');
  return (
    <p className={styles.credit}>
      {t.rich('credit', {
        link: (chunks) => (
          <a href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer">
            {chunks}
          </a>
        ),
      })}
    </p>
  );
}
