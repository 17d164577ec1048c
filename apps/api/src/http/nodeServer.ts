import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { API_MAX_HEADER_BYTES } from '@exchange/contract/limits';
import { parserRefusal } from '@exchange/contract/parserRefusal';

/** Options of the API's Node HTTP server (main.ts, and the tests that serve the app on a port). */
export const API_SERVER_OPTIONS = { maxHeaderSize: API_MAX_HEADER_BYTES } as const;

/**
 * What Node's parser refuses before there is a request (headers over API_MAX_HEADER_BYTES, a
 * malformed request line, a timeout) is answered in JSON like every other refusal.
 */
export function answerParserRefusals(server: Server): void {
  server.on('clientError', (error: Error & { code?: string }, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(parserRefusal(error.code));
  });
}
