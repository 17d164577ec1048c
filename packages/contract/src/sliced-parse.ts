import type { z } from 'zod/mini';

/** Rows of a list answer parsed at a time (see safeParseInSlices). */
export const PARSE_SLICE_ROWS = 500;

export interface SliceIssue {
  /** where in the whole body: a row's index counts from the start of the list, not of its slice */
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Issues as one line each, `data.12.rate: message`, for a log or an error (at most `limit`). */
export function describeIssues(issues: readonly SliceIssue[], limit = Infinity): string[] {
  return issues.slice(0, limit).map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`);
}

export type SlicedParse<T> = { readonly success: true; readonly data: T } | { readonly success: false; readonly issues: readonly SliceIssue[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function whole<T>(parsed: { success: true; data: T } | { success: false; error: { issues: readonly SliceIssue[] } }): SlicedParse<T> {
  return parsed.success
    ? { success: true, data: parsed.data }
    : { success: false, issues: parsed.error.issues.map(({ path, message }) => ({ path, message })) };
}

/**
 * `schema.safeParse(body)` for a list answer (an object whose `data` is an array), one slice of
 * `slice` rows at a time with `pause()` awaited between slices: a ~3,000-row market list checked
 * in one go held the thread 20–50 ms in the API under load and ~70 ms on a slow phone, a task
 * nothing else could interrupt. Each slice is parsed as an answer of its own (the envelope with
 * those rows); the rows' outputs are joined in order. A success is what safeParse gives for a
 * schema that neither bounds the array's length nor checks the list as a whole (no list answer
 * does); a failure has the issues of the first slice that fails, each path naming its row's index
 * in the whole list. Any other body is parsed in one go.
 */
export async function safeParseInSlices<S extends z.ZodMiniType>(
  schema: S,
  body: unknown,
  pause: () => Promise<void>,
  slice = PARSE_SLICE_ROWS,
): Promise<SlicedParse<z.output<S>>> {
  if (!Number.isInteger(slice) || slice < 1) throw new Error(`slice must be a positive integer, got ${slice}`);
  if (!isRecord(body) || !Array.isArray(body.data) || body.data.length <= slice) return whole(schema.safeParse(body));
  const rows: readonly unknown[] = body.data;
  let envelope: Record<string, unknown> | null = null;
  const parsedRows: unknown[] = [];
  for (let from = 0; from < rows.length; from += slice) {
    if (from > 0) await pause();
    const parsed = schema.safeParse({ ...body, data: rows.slice(from, from + slice) });
    if (!parsed.success) {
      return {
        success: false,
        issues: parsed.error.issues.map(({ path, message }) => ({
          path: path[0] === 'data' && typeof path[1] === 'number' ? ['data', path[1] + from, ...path.slice(2)] : path,
          message,
        })),
      };
    }
    const value: unknown = parsed.data;
    // a schema whose output is not a list envelope (a transform): parse the whole body instead
    if (!isRecord(value) || !Array.isArray(value.data)) return whole(schema.safeParse(body));
    envelope ??= value;
    parsedRows.push(...value.data);
  }
  // the first slice's parsed envelope with every slice's parsed rows: what one safeParse gives
  return { success: true, data: { ...envelope, data: parsedRows } as z.output<S> };
}
