// A request Node's parser refuses (duplicate Content-Length, a NUL in a header, a 70 KB header,
// a head that took too long) never reaches Express: without a `clientError` listener Node answers
// a bare status with an empty body. Ours answers the envelope `{ result, message }` like every
// other error, then closes the connection (the parser cannot resume after such a request).
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/** The status for a parser or timeout error code: 431, 408, 413 or 400. */
export function clientErrorStatus(code: string | undefined): number {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return 431;
    case 'ERR_HTTP_REQUEST_TIMEOUT': // headersTimeout and requestTimeout alike
      return 408;
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return 413;
    default:
      return 400;
  }
}

/** The whole HTTP/1.1 response for a refused request: envelope body, `Connection: close`. */
export function clientErrorResponse(status: number): string {
  const reason = STATUS_CODES[status] ?? 'Bad Request';
  const body = JSON.stringify({ result: status, message: reason });
  return (
    `HTTP/1.1 ${status} ${reason}\r\n` +
    'Connection: close\r\n' +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Cache-Control: no-store\r\n' +
    'X-Content-Type-Options: nosniff\r\n' +
    `\r\n${body}`
  );
}

/** How long a client gets to read the answer before the socket is destroyed anyway. */
const LINGER_MS = 1000;

type ClientSocket = Duplex & { _httpMessage?: { headersSent?: boolean } | null };

/** The server's `clientError` listener. */
export function onClientError(err: Error & { code?: string }, socket: Duplex): void {
  const s = socket as ClientSocket;
  // A reset peer hears nothing; an answer already under way must not be corrupted by a second one.
  if (err.code === 'ECONNRESET' || !s.writable || s._httpMessage?.headersSent) {
    s.destroy();
    return;
  }
  s.end(clientErrorResponse(clientErrorStatus(err.code)));
  // Reading (and dropping) what the client still sends keeps the kernel from answering it with a
  // reset that would discard our response before the client read it; then the socket goes.
  s.resume();
  const timer = setTimeout(() => s.destroy(), LINGER_MS);
  timer.unref();
  s.once('close', () => clearTimeout(timer));
  s.once('end', () => s.destroy());
}

/**
 * The server's `checkExpectation` listener: an `Expect` other than `100-continue` gets the 417
 * envelope (Node answers a bare 417 without one) and the connection closes.
 */
export function onUnmetExpectation(_req: unknown, res: ServerResponse): void {
  const body = JSON.stringify({
    result: 417,
    message: 'Expectation Failed: only "Expect: 100-continue" is supported',
  });
  res.writeHead(417, {
    Connection: 'close',
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(body);
}

/**
 * The server's `connect` listener: CONNECT is no method of ours (Node closes the socket without
 * a word when nothing listens); it gets the 405 envelope and the connection closes.
 */
export function onConnectMethod(_req: unknown, socket: Duplex): void {
  if (!socket.writable) return void socket.destroy();
  socket.end(clientErrorResponse(405));
  socket.resume();
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}
