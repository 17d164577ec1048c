'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { QuickOrderRequest } from '@/lib/trade/hosted-chart';
import { AuthLinks } from '@/lib/auth/AuthLinks';
import { useClientContext } from '@/lib/request/client-context';
import { Modal, ModalClose } from '@/lib/ui/Modal';
import { ClosedNote } from './ClosedNote';
import { roundDown, toText } from '@exchange/decimal/dec';
import { DecimalField } from './DecimalField';
import { FeedbackLine, useProblemText } from './FeedbackLine';
import { formatDecimal } from './format';
import { cleanDecimalInput, leastAmountAt, orderTotal, ticketFoot, totalDecimals } from './ticket-rules';
import { useOrderForm } from './use-order-form';
import { usePairInfo, useTradeFacts } from './use-trade';
import styles from './trade.module.css';

/**
 * The quick-order dialog (Radix Dialog through the site's Modal: focus trap, Escape, focus back
 * on `returnTo`): a limit order at the chart's price, the amount starting at the least the pair
 * takes at that price (leastAmountAt); Confirm places it, and the dialog then says how it went.
 */
export function QuickOrderDialog({ request, returnTo, onClose }: { request: QuickOrderRequest | null; returnTo: HTMLElement | null; onClose: () => void }) {
  const t = useTranslations('trade.quick');
  const { pair } = useTradeFacts();
  return (
    <Modal
      open={request !== null}
      onOpenChange={(open) => !open && onClose()}
      title={request ? t(request.side === 'buy' ? 'titleBuy' : 'titleSell', { base: pair.base }) : ''}
      description={t('description')}
      closeLabel={t('close')}
      opener={returnTo}
    >
      {/* a new request starts a fresh form */}
      {request && <QuickOrderForm key={`${request.side}:${request.price}`} request={request} onDone={onClose} />}
    </Modal>
  );
}

function QuickOrderForm({ request, onDone }: { request: QuickOrderRequest; onDone: () => void }) {
  const t = useTranslations('trade.quick');
  const tt = useTranslations('trade.ticket');
  const { locale } = useClientContext();
  const facts = useTradeFacts();
  const { pair, auth } = facts;
  const foot = ticketFoot(facts);
  const info = usePairInfo();
  const price = info ? cleanDecimalInput(request.price, info.price_decimals) : request.price;
  // the least the pair takes at this price (its minimum amount, more when that is under the minimum total)
  const [amount, setAmount] = useState(() => (info ? leastAmountAt(price, info) : ''));
  const [placed, setPlaced] = useState(false);
  const draft = { side: request.side, type: 'limit' as const, price, amount };
  const form = useOrderForm(draft);
  const problemText = useProblemText();
  const problemOf = (field: 'price' | 'amount' | 'total') => problemText(form.problems.find((p) => p.field === field));
  const total = orderTotal(draft, undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if ((await form.submit()).ok) setPlaced(true);
  };

  if (!info) return <p className={styles.note}>{tt('rulesLoading')}</p>;
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className={styles.available}>
        <span>{tt('price')}</span>
        <span className={`${styles.num} ${request.side === 'buy' ? styles.buy : styles.sell}`}>
          {formatDecimal(price, locale)} {pair.quote}
        </span>
      </p>
      {problemOf('price') && <p className={styles.fieldError}>{problemOf('price')}</p>}
      <DecimalField label={tt('amount')} currency={pair.base} value={amount} decimals={info.amount_decimals} onChange={setAmount} error={problemOf('amount')} />
      <div className={styles.total}>
        <span>{tt('total')}</span>
        <span className={styles.num}>
          {total ? formatDecimal(toText(roundDown(total, totalDecimals(info))), locale) : '--'} {pair.quote}
        </span>
      </div>
      {problemOf('total') && <p className={styles.fieldError}>{problemOf('total')}</p>}
      <FeedbackLine feedback={form.feedback} />
      {/* the chart offers no quick order then (the route passes no onQuickOrder): this is the fallback */}
      {(foot === 'closed' || foot === 'closedGuest') && <ClosedNote />}
      <div className={styles.dialogActions}>
        {placed ? (
          <button type="button" className="button button-primary" onClick={onDone}>
            {t('done')}
          </button>
        ) : (
          <>
            <ModalClose className="button button-secondary">{t('cancel')}</ModalClose>
            {foot === 'submit' && (
              <button
                type="submit"
                className={`button ${request.side === 'buy' ? styles.submitBuy : styles.submitSell}`}
                disabled={form.pending || !info.tradable}
              >
                {form.pending ? tt('placing') : t('confirm')}
              </button>
            )}
            {(foot === 'guest' || foot === 'closedGuest') && auth && <AuthLinks {...auth} track="trade_quick_order" />}
          </>
        )}
      </div>
    </form>
  );
}
