import type { ChatMessage } from '@exchange/contract/chat';
import { chatMessages } from '@exchange/contract/streams';
import type { LiveSocket } from '@/lib/live/live-socket';

/**
 * The room's live channel (contract: packages/contract/src/streams.ts `chatMessages`) on the
 * page's one spot socket (lib/live, which reconnects, pings and subscribes again). Each
 * (re)subscription is reported, and a gap in the room's `seq` asks for a resync, so the page reads
 * the history again for what it missed.
 */

export interface ChatLiveOptions {
  readonly socket: LiveSocket;
  readonly room: string;
  readonly onMessage: (message: ChatMessage) => void;
  /** the subscription is in place (first time and after every reconnect) */
  readonly onSubscribed?: (again: boolean) => void;
  /** messages were missed: read the history again */
  readonly onResync: () => void;
}

/** Starts following the room; returns the function that stops it. */
export function followChat(options: ChatLiveOptions): () => void {
  const handle = options.socket.subscribe({
    stream: chatMessages,
    payload: (): [string] => [options.room],
    owns: (room) => room === options.room,
    onUpdate: (result) => options.onMessage(result.message),
    ...(options.onSubscribed ? { onSubscribed: options.onSubscribed } : {}),
    onSnapshot: options.onResync,
  });
  return () => handle.stop();
}
