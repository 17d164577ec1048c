import type { ChatMessage } from '@exchange/contract/chat';
import { encodeUpdate } from '@exchange/contract/define-stream';
import { chatMessages } from '@exchange/contract/streams';
import { roomOf } from '../../domain/chat';
import { WsError } from '../protocol';
import { Followers } from './followers';
import { Sequences } from './sequence';
import type { Channel, ChannelContext, Connection, RequestOf } from './channel';

/**
 * `chat.messages`, a chatroom's channel (public, no ticket): the room must be the connection's own
 * site's, and that site must have the chatroom (its key: domain/chat.ts), else error 2. New
 * messages are pushed at once (pushChat), serialised once for every follower. A room counts as one
 * topic toward the subscription limit.
 */
export class ChatChannel implements Channel<'chat'> {
  /** each room's `seq`: +1 per message pushed */
  private readonly seq = new Sequences();
  private readonly followers = new Followers((room) => this.seq.forget(room));

  constructor(private readonly context: ChannelContext) {}

  topics(conn: Connection): number {
    return this.followers.count(conn);
  }

  drop(conn: Connection): void {
    this.followers.drop(conn);
  }

  flush(): null {
    return null;
  }

  handle(conn: Connection, request: RequestOf<'chat'>): void {
    const { context } = this;
    if (request.event === 'unsubscribe') {
      for (const room of request.room ? [request.room] : [...this.followers.of(conn)]) this.followers.leave(conn, room);
      return context.ack(conn, request);
    }
    const base = { id: request.id, channel: request.channel, event: request.event };
    if (roomOf(conn.site) !== request.room) return context.fail(conn, { ...base, code: WsError.badArgument, message: `Unknown chat room: ${request.room}` });
    if (!this.followers.follows(conn, request.room)) {
      if (context.overLimit(conn, request, 1)) return;
      this.followers.follow(conn, request.room);
    }
    context.ack(conn, request);
  }

  /** Sends a new chat message to every connection of this instance following its room (serialised once). */
  push(room: string, message: ChatMessage): void {
    const set = this.followers.followers(room);
    if (!set) return;
    const text = encodeUpdate(chatMessages, this.context.clock(), { room, message }, this.seq.next(room));
    for (const conn of set) this.context.send(conn, text);
  }
}
