import type { Connection } from './channel';

/**
 * Which connections follow which topics of one channel, both ways (a room, a pair): what the
 * channels that push to a topic's followers share. `onEmpty` runs when a topic loses its last
 * follower (the channel forgets the topic's `seq` and what it queued).
 */
export class Followers {
  private readonly byConn = new Map<Connection, Set<string>>();
  private readonly byTopic = new Map<string, Set<Connection>>();

  constructor(private readonly onEmpty: (topic: string) => void) {}

  /** How many topics the connection follows (its count toward the subscription limit). */
  count(conn: Connection): number {
    return this.byConn.get(conn)?.size ?? 0;
  }

  follows(conn: Connection, topic: string): boolean {
    return this.byConn.get(conn)?.has(topic) ?? false;
  }

  /** The connection's topics. */
  of(conn: Connection): ReadonlySet<string> {
    return this.byConn.get(conn) ?? new Set();
  }

  /** The topic's followers, or undefined when none. */
  followers(topic: string): ReadonlySet<Connection> | undefined {
    return this.byTopic.get(topic);
  }

  /** Every topic someone follows. */
  topics(): IterableIterator<string> {
    return this.byTopic.keys();
  }

  /** Adds the connection to the topic; true when the topic had no follower before. */
  follow(conn: Connection, topic: string): boolean {
    const topics = this.byConn.get(conn) ?? new Set<string>();
    topics.add(topic);
    this.byConn.set(conn, topics);
    const set = this.byTopic.get(topic) ?? new Set<Connection>();
    const first = set.size === 0;
    set.add(conn);
    this.byTopic.set(topic, set);
    return first;
  }

  leave(conn: Connection, topic: string): void {
    this.byConn.get(conn)?.delete(topic);
    const set = this.byTopic.get(topic);
    if (!set?.delete(conn) || set.size > 0) return;
    this.byTopic.delete(topic);
    this.onEmpty(topic);
  }

  /** The connection closed: it leaves every topic. */
  drop(conn: Connection): void {
    for (const topic of [...this.of(conn)]) this.leave(conn, topic);
    this.byConn.delete(conn);
  }
}
