import { STATEMENT_PAGE_SIZE, STATEMENT_TYPES, accountStatementCsv, type StatementType } from '@exchange/contract/statement';

/**
 * The statement pages' pure rules: the filters as the address's query holds them (so a filtered
 * view can be linked and reloaded), the `accountStatement` call's input and the CSV link for them,
 * and a signed amount written with its sign as text.
 */

export interface StatementFilter {
  /** '' for every type */
  readonly type: StatementType | '';
  /** '' for every currency */
  readonly currency: string;
  /** yyyy-mm-dd (a UTC day), '' for no bound; `to` is the last day included */
  readonly from: string;
  readonly to: string;
  /** from 1 */
  readonly page: number;
}

export const EMPTY_FILTER: StatementFilter = { type: '', currency: '', from: '', to: '', page: 1 };
export const PAGE_SIZE = STATEMENT_PAGE_SIZE;
const MAX_PAGE = 100_000;
const CURRENCY = /^[A-Z0-9]{1,20}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A query as Next hands it to a page (a value may repeat) or as the browser has it. */
export type Query = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

function first(query: Query, key: string): string {
  if (query instanceof URLSearchParams) return query.get(key) ?? '';
  const value = query[key];
  return (typeof value === 'string' ? value : value?.[0]) ?? '';
}

/** A UTC day's start in unix seconds, or undefined when `day` is not a real yyyy-mm-dd. */
export function daySeconds(day: string): number | undefined {
  if (!DAY.test(day)) return undefined;
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (!Number.isFinite(ms) || new Date(ms).toISOString().slice(0, 10) !== day) return undefined;
  return ms / 1000;
}

/** The filter a query names; anything it does not understand is left at its default. */
export function filterFromQuery(query: Query): StatementFilter {
  const type = STATEMENT_TYPES.find((t) => t === first(query, 'type')) ?? '';
  const currency = first(query, 'currency').trim().toUpperCase();
  const from = first(query, 'from');
  const to = first(query, 'to');
  const page = Number(first(query, 'page'));
  return {
    type,
    currency: CURRENCY.test(currency) ? currency : '',
    from: daySeconds(from) === undefined ? '' : from,
    to: daySeconds(to) === undefined ? '' : to,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The query for a filter ('' for none, else starting with '?'), defaults left out. */
export function queryOf(filter: StatementFilter): string {
  const params = new URLSearchParams();
  if (filter.type) params.set('type', filter.type);
  if (filter.currency) params.set('currency', filter.currency);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.page > 1) params.set('page', String(filter.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export type StatementFilters = { type?: StatementType; currency?: string; from?: string; to?: string };

/** The calls' filters: `from` the first day's start, `to` the start of the day after the last (exclusive). */
export function callFilters(filter: StatementFilter): StatementFilters {
  const from = daySeconds(filter.from);
  const to = daySeconds(filter.to);
  return {
    ...(filter.type ? { type: filter.type } : {}),
    ...(filter.currency ? { currency: filter.currency } : {}),
    ...(from !== undefined ? { from: String(from) } : {}),
    ...(to !== undefined ? { to: String(to + 86_400) } : {}),
  };
}

/** The `accountStatement` call's input for a filter. */
export function statementQuery(filter: StatementFilter): StatementFilters & { page: string; size: string } {
  return { ...callFilters(filter), page: String(filter.page), size: String(PAGE_SIZE) };
}

/** The CSV export's address (same site, a GET download) for the filter's rows. */
export function csvHref(filter: StatementFilter): string {
  const query = new URLSearchParams(callFilters(filter)).toString();
  return query ? `${accountStatementCsv.path}?${query}` : accountStatementCsv.path;
}

/** How many pages `total` rows fill (at least 1). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** A signed decimal as its sign, written as text ('+', '−' or '' for zero), and its magnitude. */
export function signed(amount: string): { sign: '+' | '−' | ''; magnitude: string } {
  const negative = amount.startsWith('-');
  const magnitude = negative ? amount.slice(1) : amount;
  if (/^0*(\.0*)?$/.test(magnitude)) return { sign: '', magnitude: '0' };
  return { sign: negative ? '−' : '+', magnitude };
}

/** A decimal's magnitude as the locale writes it, every digit kept (Intl formats the text itself, never a float). */
export function formatDecimal(text: string, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(text as Intl.StringNumericLiteral);
}

/** A signed amount for display: its sign as text, then the number ("+1,000.5", "−0.00012"). */
export function formatSigned(amount: string, locale: string): string {
  const { sign, magnitude } = signed(amount);
  return `${sign}${formatDecimal(magnitude, locale)}`;
}
