'use client';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { OrderSide, OrderType } from '@exchange/contract/trade';
import { AuthLinks } from '@/lib/auth/AuthLinks';
import { useClientContext } from '@/lib/request/client-context';
import { ClosedNote, closedNoteId } from './ClosedNote';
import { toText, roundDown } from '@exchange/decimal/dec';
import { DecimalField } from './DecimalField';
import { FeedbackLine, useProblemText } from './FeedbackLine';
import { balanceDecimals, formatDecimal, formatUpTo } from './format';
import { amountForPercent, cleanDecimalInput, orderTotal, shareReckoning, ticketFoot, totalDecimals } from './ticket-rules';
import { MarketEstimateLine } from './MarketEstimateLine';
import { consumeFill, pendingFill, useTicketFill } from './ticket-fill';
import { spendingCurrency, useOrderForm } from './use-order-form';
import { usePairInfoState, useTradeFacts } from './use-trade';
import styles from './trade.module.css';

const PERCENTS = [25, 50, 75, 100] as const;

/**
 * One side's order form: type, price (limit), amount with the share-of-balance helper, total, and
 * the submit; when spot trading is closed to the visitor, the message saying so in its place (the
 * fields stay, to reckon with, but nothing is sent: useOrderForm checks too).
 */
export function TicketForm({ side }: { side: OrderSide }) {
  const t = useTranslations('trade.ticket');
  const to = useTranslations('trade.orders');
  const rulesFailed = usePairInfoState().failed;
  const { locale } = useClientContext();
  const facts = useTradeFacts();
  const { pair, auth } = facts;
  const foot = ticketFoot(facts);
  const [type, setType] = useState<OrderType>('limit');
  const [price, setPrice] = useState('');
  const [amount, setAmount] = useState('');
  const draft = { side, type, price, amount };
  const form = useOrderForm(draft);
  const { info } = form;
  const problemText = useProblemText();
  const priceInput = useRef<HTMLInputElement>(null);
  const amountInput = useRef<HTMLInputElement>(null);
  const typeName = useId();

  // the limit price starts at the latest price once the rules (and so the decimals) are known
  const [seeded, setSeeded] = useState(false);
  if (info && !seeded) {
    setSeeded(true);
    if (!price) setPrice(cleanDecimalInput(form.marketPrice ?? info.last, info.price_decimals));
  }

  // a level picked in the order book: its price (a limit order), and for its cumulative total the amount
  const fill = pendingFill(useTicketFill(), pair.pair, side);
  const [filledSeq, setFilledSeq] = useState(0);
  if (fill && info && fill.seq !== filledSeq) {
    setFilledSeq(fill.seq);
    setType('limit');
    setPrice(cleanDecimalInput(fill.price, info.price_decimals));
    if (fill.amount !== undefined) setAmount(cleanDecimalInput(fill.amount, info.amount_decimals));
  }
  useEffect(() => {
    if (fill && fill.seq === filledSeq) consumeFill(fill);
  }, [fill, filledSeq]);

  // the slippage refusal is said by the estimate line beside the figures it names
  const problemOf = (field: 'price' | 'amount' | 'total') => problemText(form.problems.find((p) => p.field === field && p.key !== 'slippage'));
  const spending = spendingCurrency(side, pair);
  const available = side === 'buy' ? form.funds.quote : form.funds.base;
  const total = orderTotal(draft, form.marketPrice);
  const percentPrice = shareReckoning(draft, form.marketPrice);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await form.submit();
    if (result.ok) setAmount('');
    const field = result.problems[0]?.field;
    // after the render that shows the problems: focus the first field they name
    if (field) requestAnimationFrame(() => (field === 'price' ? priceInput : amountInput).current?.focus());
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <fieldset className={styles.typeSwitch}>
        <legend className="visually-hidden">{t('type')}</legend>
        {(['limit', 'market'] as const).map((value) => (
          <label key={value} className={`${styles.typeOption} ${type === value ? styles.typeChosen : ''}`}>
            <input type="radio" name={typeName} value={value} checked={type === value} onChange={() => setType(value)} />
            {t(value)}
          </label>
        ))}
      </fieldset>

      <p className={styles.available}>
        <span>{t('available')}</span>
        <span className={styles.num}>
          {available === undefined ? '--' : formatUpTo(available, locale, balanceDecimals(spending, info))} {spending}
        </span>
      </p>

      {info === null ? (
        <p className={styles.note}>{rulesFailed ? to('loadFailed') : t('rulesLoading')}</p>
      ) : (
        <>
          {type === 'limit' ? (
            <DecimalField
              label={t('price')}
              currency={pair.quote}
              value={price}
              decimals={info.price_decimals}
              onChange={setPrice}
              error={problemOf('price')}
              inputRef={priceInput}
            />
          ) : (
            <div className={styles.field}>
              <span className={styles.fieldLabel}>{t('price')}</span>
              <p className={styles.marketPrice}>{t('marketPrice')}</p>
              {form.priceStale && <p className={styles.fieldError}>{t('errors.stalePrice')}</p>}
            </div>
          )}
          <DecimalField
            label={t('amount')}
            currency={pair.base}
            value={amount}
            decimals={info.amount_decimals}
            onChange={(value) => {
              setAmount(value);
              form.clearFeedback();
            }}
            error={problemOf('amount')}
            inputRef={amountInput}
          />
          <div className={styles.percents} role="group" aria-label={t('percentGroup')}>
            {PERCENTS.map((percent) => {
              const share = amountForPercent(side, percent, form.funds, percentPrice, info.amount_decimals);
              return (
                <button
                  key={percent}
                  type="button"
                  className={styles.percent}
                  disabled={share === undefined}
                  aria-label={t('percentLabel', { percent })}
                  onClick={() => share !== undefined && setAmount(share)}
                >
                  {t('percent', { percent })}
                </button>
              );
            })}
          </div>
          {type === 'market' && <MarketEstimateLine side={side} amount={amount} priceDecimals={info.price_decimals} amountDecimals={info.amount_decimals} />}
          <div className={styles.total}>
            <span>{t('total')}</span>
            <span className={styles.num}>
              {total ? `${type === 'market' ? t('approx') : ''}${formatDecimal(toText(roundDown(total, totalDecimals(info))), locale)}` : '--'} {pair.quote}
            </span>
          </div>
          {problemOf('total') && <p className={styles.fieldError}>{problemOf('total')}</p>}
          {!info.tradable && <p className={styles.note}>{t('notOpen')}</p>}
        </>
      )}

      {foot === 'submit' && (
        <button
          type="submit"
          className={`button ${styles.submit} ${side === 'buy' ? styles.submitBuy : styles.submitSell}`}
          disabled={form.pending || !info || !info.tradable}
        >
          {form.pending ? t('placing') : t(side === 'buy' ? 'submitBuy' : 'submitSell', { base: pair.base })}
        </button>
      )}
      {(foot === 'closed' || foot === 'closedGuest') && <ClosedNote id={closedNoteId(side)} />}
      {(foot === 'guest' || foot === 'closedGuest') && auth && (
        <div className={styles.guest}>
          {foot === 'guest' && <p className={styles.note}>{t('guest')}</p>}
          <div className={styles.guestLinks}>
            <AuthLinks {...auth} track="trade_ticket" />
          </div>
        </div>
      )}
      <FeedbackLine feedback={form.feedback} />
    </form>
  );
}
