/**
 * Whether a panel says its read failed rather than "Loading…": a read has failed and no data has
 * arrived since. Not the query's `isError`: TanStack Query puts a query that has no data back to
 * `pending` (and clears its error) on every new try, so a panel retrying after a failure would flip
 * back to "Loading…" for each try and say "Loading…" most of the time while the API is down.
 */
export function failedWithoutData(query: { readonly data: unknown; readonly errorUpdatedAt: number }): boolean {
  return (query.data === undefined || query.data === null) && query.errorUpdatedAt > 0;
}
