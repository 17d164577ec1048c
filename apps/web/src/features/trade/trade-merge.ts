/**
 * Trades as the page keeps them: newest first (by id, which rises with time per pair), each once,
 * at most `max`: the read's list with the stream's trades merged in, whichever came first. Pure.
 */
export function mergeTrades<T extends { readonly id: number }>(current: readonly T[] | undefined | null, incoming: readonly T[], max: number): T[] {
  const byId = new Map<number, T>();
  for (const trade of current ?? []) byId.set(trade.id, trade);
  for (const trade of incoming) byId.set(trade.id, trade);
  return [...byId.values()].sort((a, b) => b.id - a.id).slice(0, max);
}

/** Whether an update about the user's orders concerns this pair ('!all' subscriptions send every pair). */
export function concernsPair(updates: readonly { readonly currency_pair: string }[], pair: string): boolean {
  return updates.some((u) => u.currency_pair === pair);
}
