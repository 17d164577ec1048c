export interface FiatOption {
  readonly code: string;
  readonly symbol: string;
}

/** The fiats whose code or symbol contains the query (case-insensitive); all for an empty query. */
export function filterFiats(list: readonly FiatOption[], query: string): FiatOption[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...list];
  return list.filter((f) => f.code.toLowerCase().includes(q) || f.symbol.toLowerCase().includes(q));
}
