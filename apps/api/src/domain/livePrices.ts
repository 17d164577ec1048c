import type { Tick } from './prices';

/**
 * The latest simulator tick of every spot pair this API instance has heard (the tick channel every
 * instance LISTENs to, market/service.ts), for the calls that need the current price: pair info,
 * order placing, price alerts. A pair's price only changes when it trades, and every trade is a
 * tick, so a pair's latest tick is its current price. A pair not heard of since this instance
 * started has none: the caller then reads the stored row (which the leader persists every few
 * seconds, and which the leader's walk started from).
 */
export class LivePrices {
  private readonly spot = new Map<string, Tick>();

  onTicks(ticks: readonly Tick[]): void {
    for (const tick of ticks) if (tick.kind === 'spot') this.spot.set(tick.name, tick);
  }

  spotTick(pair: string): Tick | undefined {
    return this.spot.get(pair);
  }
}
