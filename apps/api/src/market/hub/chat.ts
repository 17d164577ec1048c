import type { ChatMessage } from '@exchange/contract/chat';
import { encodeUpdate } from '@exchange/contract/define-stream';
import { chatMessages } from '@exchange/contract/streams';
import { roomOf } from '../../domain/chat';
import { WsError } from '../protocol';
import { Sequences } from './sequence';
import type { Channel, ChannelContext, Connection, RequestOf } from './channel';

/**
 * `chat.messages`, a chatroom's channel (public, no ticket): the room must be the connection's own
 * site's, and that site must have the chatroom (its key: domain/chat.ts), else error 2. New
 * messages are pushed at once (pushChat), serialised once for every follower. A room counts as one
 * topic toward the subscription limit.
 */
export class ChatChannel implements Channel<'chat'> {
  /** the rooms each connection follows */
  private readonly roomsOf = new Map<Connection, Set<string>>();
  private readonly byRoom = new Map<string, Set<Connection>>();
  /** each room's `seq`: +1 per message pushed */
  private readonly seq = new Sequences();

  constructor(private readonly context: ChannelContext) {}

  topics(conn: Connection): number {
    return this.roomsOf.get(conn)?.size ?? 0;
  }

  drop(conn: Connection): void {
    for (const room of [...(this.roomsOf.get(conn) ?? [])]) this.leave(conn, room);
    this.roomsOf.delete(conn);
  }

  flush(): null {
    return null;
  }

  private leave(conn: Connection, room: string): void {
    this.roomsOf.get(conn)?.delete(room);
    const set = this.byRoom.get(room);
    set?.delete(conn);
    if (set?.size === 0) {
      this.byRoom.delete(room);
      this.seq.forget(room);
    }
  }

  handle(conn: Connection, request: RequestOf<'chat'>): void {
    const { context } = this;
    if (request.event === 'unsubscribe') {
      for (const room of request.room ? [request.room] : [...(this.roomsOf.get(conn) ?? [])]) this.leave(conn, room);
      return context.ack(conn, request);
    }
    const base = { id: request.id, channel: request.channel, event: request.event };
    if (roomOf(conn.site) !== request.room) return context.fail(conn, { ...base, code: WsError.badArgument, message: `Unknown chat room: ${request.room}` });
    const rooms = this.roomsOf.get(conn) ?? new Set<string>();
    if (!rooms.has(request.room)) {
      if (context.overLimit(conn, request, 1)) return;
      rooms.add(request.room);
      this.roomsOf.set(conn, rooms);
      const set = this.byRoom.get(request.room) ?? new Set<Connection>();
      set.add(conn);
      this.byRoom.set(request.room, set);
    }
    context.ack(conn, request);
  }

  /** Sends a new chat message to every connection of this instance following its room (serialised once). */
  push(room: string, message: ChatMessage): void {
    const set = this.byRoom.get(room);
    if (!set) return;
    const text = encodeUpdate(chatMessages, this.context.clock(), { room, message }, this.seq.next(room));
    for (const conn of set) this.context.send(conn, text);
  }
}
