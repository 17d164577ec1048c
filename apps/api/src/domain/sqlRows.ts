/** The rows of a raw `db.execute` result: PGlite answers `{rows}`, node-postgres a QueryResult (`rows`), some drivers an array. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
}
