import type { StreamEndpoint } from '@exchange/contract/define-stream';
import { LiveSocket } from './live-socket';

/**
 * The page's sockets: one LiveSocket per endpoint URL, created on first use and shared by every
 * feature (the market store, the notifications, the chatroom). The only module that opens a
 * browser WebSocket (lint: only src/lib/live may name it). Browser only.
 */
const sockets = new Map<string, LiveSocket>();

export function liveSocketFor(url: string, endpoint: StreamEndpoint): LiveSocket {
  let socket = sockets.get(url);
  if (!socket) {
    const created = new LiveSocket(url, endpoint, (target, on) => {
      const ws = new WebSocket(target);
      ws.onopen = () => on.open();
      ws.onmessage = (event) => on.message(event.data);
      ws.onclose = () => on.close();
      return ws;
    });
    document.addEventListener('visibilitychange', () => created.visibility(document.visibilityState === 'hidden'));
    sockets.set(url, created);
    socket = created;
  }
  return socket;
}
