// Requests written byte for byte on a raw socket (issue 15 fuzzing): duplicate headers, bytes a
// client library refuses to send (NUL, lone surrogates, broken UTF-8), bodies whose length lies,
// bodies over the limit. One connection per request (Connection: close), the answer read to its end.
import net from 'node:net';

export interface WireRequest {
  method: string;
  /** Already encoded as it goes on the request line. */
  target: string;
  /** In order, duplicates kept; Host and Connection are added unless given. */
  headers: [string, string][];
  body?: Buffer;
}

export interface WireAnswer {
  status: number;
  headers: Record<string, string[]>;
  body: string;
  ms: number;
  /** The connection failed or no status line came (never expected: counted as a failure). */
  error?: string;
}

const header = (answer: WireAnswer, name: string) => answer.headers[name]?.[0];
export { header };

function parse(raw: Buffer): Omit<WireAnswer, 'ms'> {
  const split = raw.indexOf('\r\n\r\n');
  if (split < 0) return { status: 0, headers: {}, body: '', error: `no complete head (${raw.length} bytes)` };
  const [statusLine, ...lines] = raw.subarray(0, split).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1] ?? 0);
  const headers: Record<string, string[]> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    (headers[name] ??= []).push(line.slice(colon + 1).trim());
  }
  let body = raw.subarray(split + 4);
  if (headers['transfer-encoding']?.some((v) => /chunked/i.test(v))) {
    const chunks: Buffer[] = [];
    let at = 0;
    for (;;) {
      const end = body.indexOf('\r\n', at);
      if (end < 0) break;
      const size = parseInt(body.subarray(at, end).toString('latin1'), 16);
      if (!size) break;
      chunks.push(body.subarray(end + 2, end + 2 + size));
      at = end + 2 + size + 2;
    }
    body = Buffer.concat(chunks);
  }
  return { status, headers, body: body.toString('utf8') };
}

/** Sends `request` to host:port and resolves with the parsed answer (never rejects). */
export function sendRaw(port: number, request: WireRequest, timeoutMs = 15_000): Promise<WireAnswer> {
  const started = performance.now();
  const names = new Set(request.headers.map(([name]) => name.toLowerCase()));
  const lines = [`${request.method} ${request.target} HTTP/1.1`];
  if (!names.has('host')) lines.push(`Host: 127.0.0.1:${port}`);
  if (!names.has('connection')) lines.push('Connection: close');
  for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'utf8');
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let done = false;
    const finish = (error?: string) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const parsed = parse(Buffer.concat(chunks));
      resolve({
        ...parsed,
        error: parsed.status ? undefined : (error ?? parsed.error),
        ms: performance.now() - started,
      });
    };
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head);
      if (request.body?.length) socket.write(request.body);
    });
    const timer = setTimeout(() => finish('timeout'), timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => finish());
    socket.on('close', () => finish());
    // A server that answers early (413) and closes while we still write: the answer is what counts.
    socket.on('error', (err) => finish(err.message));
  });
}
