import type { Db } from '../../db/client';
import { consumeTicket } from '../../domain/notices';
import { WsError } from '../protocol';
import type { ChannelContext, Connection, Subscription } from './channel';

/**
 * The user channels' tickets (notices, spot.orders, spot.usertrades): a ticket (single use,
 * short-lived, from an authenticated API call) names the user, never the client. One redemption
 * for every user channel, so they refuse alike.
 */

/**
 * Redeems a subscribe's ticket: the user it names; null after answering error 16 (unknown,
 * expired or used), or without an answer when the socket closed during the check (registering it
 * then would keep it forever).
 */
export async function redeemTicket(context: ChannelContext, db: Db, conn: Connection, request: Subscription, ticket: string): Promise<number | null> {
  const userId = await consumeTicket(db, ticket, new Date(context.clock()));
  if (!context.isOpen(conn)) return null;
  if (userId === null) {
    context.fail(conn, {
      id: request.id,
      channel: request.channel,
      event: request.event,
      code: WsError.unauthorized,
      message: 'Ticket unknown, expired or used',
    });
  }
  return userId;
}
