/**
 * The per-topic `seq` of updates (packages/contract/src/define-stream.ts): +1 per update the hub
 * publishes on a topic, counted per instance. `current` is what a subscribe's snapshot of the
 * topic carries (no new number: the other followers of the topic must not see a gap).
 */
export class Sequences {
  private readonly numbers = new Map<string, number>();

  /** The number of the next update published on `topic`. */
  next(topic: string): number {
    const seq = (this.numbers.get(topic) ?? 0) + 1;
    this.numbers.set(topic, seq);
    return seq;
  }

  /** The number of the last update published on `topic` (0: none yet). */
  current(topic: string): number {
    return this.numbers.get(topic) ?? 0;
  }

  /** The topic has no follower left: a later one starts again (its client sets its baseline on subscribing). */
  forget(topic: string): void {
    this.numbers.delete(topic);
  }
}
