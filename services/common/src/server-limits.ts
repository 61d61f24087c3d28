// The limits of every HTTP server we start (the three services and the gateway), in one place.
// Node's defaults suit a server that trusts its clients; ours face the internet (the gateway) or
// the gateway (the services), so a slow or greedy client must not hold sockets for long.
import { ConfigError } from './config';

export interface ServerLimits {
  /**
   * An idle keep-alive connection is kept this long. Node's 5 s default races clients that reuse
   * a connection just as the server drops it (ECONNRESET); browsers and proxies keep theirs ~60 s,
   * so the server keeps its side longer and is never the one racing them.
   */
  keepAliveTimeoutMs: number;
  /**
   * The whole request head (request line and headers) must arrive within this. Node's default is
   * 60 s: a client dribbling a header byte at a time held a socket for a minute (slowloris).
   * Counted from the request's first byte, so it never cuts an idle keep-alive connection.
   */
  headersTimeoutMs: number;
  /**
   * The whole request, body included (1 MB at most), must arrive within this (Node: 300 s).
   * It does not count the time the answer takes. Must not be below headersTimeoutMs.
   */
  requestTimeoutMs: number;
  /**
   * How often Node checks the two timeouts above (its default 30 s would let a stalled client
   * live up to 40 s with a 10 s headersTimeout); a check walks the open connections only.
   */
  connectionsCheckingIntervalMs: number;
  /** Headers kept per request (Node: 2000); ours and browsers' requests carry ~20. */
  maxHeadersCount: number;
  /**
   * Open sockets at most; further connections are closed at once. Env MAX_CONNECTIONS (default
   * 1000): enough for the gateway's visitors and its keep-alive pool to each service, and a cap on
   * the file descriptors and memory one flood of connections can take.
   */
  maxConnections: number;
}

export const DEFAULT_SERVER_LIMITS: Readonly<ServerLimits> = {
  keepAliveTimeoutMs: 65_000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  connectionsCheckingIntervalMs: 1000,
  maxHeadersCount: 100,
  maxConnections: 1000,
};

/** The defaults with MAX_CONNECTIONS from the environment (a positive integer, or a ConfigError). */
export function serverLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerLimits {
  const raw = env.MAX_CONNECTIONS?.trim();
  if (!raw) return { ...DEFAULT_SERVER_LIMITS };
  const maxConnections = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(maxConnections) || maxConnections < 1)
    throw new ConfigError(
      `Invalid configuration: MAX_CONNECTIONS: must be a positive integer, not ${JSON.stringify(raw)}`,
    );
  return { ...DEFAULT_SERVER_LIMITS, maxConnections };
}
