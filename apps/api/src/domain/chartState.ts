import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { MAX_SAVED_CHARTS, chartStateSchema, type ChartState } from '@exchange/contract/chart';
import { checkKdjInputs } from '@exchange/indicators/kdj';
import { checkMacdInputs } from '@exchange/indicators/macd';
import { checkTdSequentialInputs } from '@exchange/indicators/td-sequential';
import type { Db } from '../db/client';
import { chartStates } from '../db/schema';

/** Saved chart state per user and chart (contract: packages/contract/src/chart.ts). */

export type ParsedState = { ok: true; state: ChartState } | { ok: false; message: string };

/**
 * Reads a chart's state from its JSON text: it must parse, match chartStateSchema, name each
 * indicator kind at most once, and keep every indicator input in the range packages/indicators
 * allows (the chart applies the same checks). The message names the first problem.
 */
export function parseChartState(text: string): ParsedState {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: 'state must be JSON text' };
  }
  const parsed = chartStateSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : 'state';
    return { ok: false, message: `state is not a chart state: ${where}: ${issue?.message ?? 'invalid'}` };
  }
  const state = parsed.data;
  const seen = new Set<string>();
  for (const indicator of state.indicators) {
    if (seen.has(indicator.type)) return { ok: false, message: `state lists the ${indicator.type} indicator twice` };
    seen.add(indicator.type);
    const issues =
      indicator.type === 'MACD'
        ? checkMacdInputs(indicator.inputs)
        : indicator.type === 'KDJ'
          ? checkKdjInputs(indicator.inputs)
          : checkTdSequentialInputs(indicator.inputs);
    const first = issues[0];
    if (first) return { ok: false, message: `${indicator.type} input ${first.message}` };
  }
  return { ok: true, state };
}

/** The user's saved state of one chart (null when none, or when what is stored no longer reads as a state). */
export async function loadChartState(db: Db, userId: number, chartId: string): Promise<{ state: ChartState | null; updatedMs: number }> {
  const [row] = await db
    .select({ state: chartStates.state, updatedAt: chartStates.updatedAt })
    .from(chartStates)
    .where(and(eq(chartStates.userId, userId), eq(chartStates.chartId, chartId)));
  if (!row) return { state: null, updatedMs: 0 };
  const parsed = chartStateSchema.safeParse(row.state);
  return parsed.success ? { state: parsed.data, updatedMs: row.updatedAt.getTime() } : { state: null, updatedMs: 0 };
}

/**
 * Saves one chart's state and keeps the user's MAX_SAVED_CHARTS most recently saved, in one
 * transaction under a per-user advisory lock (parallel saves cannot keep more).
 */
export async function saveChartState(db: Db, userId: number, chartId: string, state: ChartState, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`chart-states:${userId}`}, 0))`);
    await tx
      .insert(chartStates)
      .values({ userId, chartId, state, updatedAt: now })
      .onConflictDoUpdate({
        target: [chartStates.userId, chartStates.chartId],
        set: { state, updatedAt: now, savedSeq: sql`nextval(pg_get_serial_sequence('chart_states', 'saved_seq'))` },
      });
    const keep = tx
      .select({ chartId: chartStates.chartId })
      .from(chartStates)
      .where(eq(chartStates.userId, userId))
      .orderBy(desc(chartStates.savedSeq))
      .limit(MAX_SAVED_CHARTS);
    await tx.delete(chartStates).where(and(eq(chartStates.userId, userId), notInArray(chartStates.chartId, keep)));
  });
}
