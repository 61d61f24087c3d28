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
  /**
   * Open sockets from one client address at most (null: no such cap); a further connection from
   * it is closed at once. Issue 37: 1 100 sockets from one address, each with half a request,
   * took the whole `maxConnections` and another client's requests failed. Addresses the app
   * trusts as proxies (its `trust proxy`: a balancer in front) are not capped: behind one, every
   * visitor shares its address. Set on the gateway (GATEWAY_CONNECTIONS_PER_CLIENT, env
   * MAX_CONNECTIONS_PER_CLIENT); the services serve the gateway's connection pool only.
   */
  maxConnectionsPerClient: number | null;
}

export const DEFAULT_SERVER_LIMITS: Readonly<ServerLimits> = {
  keepAliveTimeoutMs: 65_000,
  // Issue 37: 5 s (was 10 s). A request head is a few hundred bytes; 5 s carries it over the
  // slowest mobile link we serve, and a half-sent one holds its socket half as long.
  headersTimeoutMs: 5_000,
  requestTimeoutMs: 30_000,
  connectionsCheckingIntervalMs: 1000,
  maxHeadersCount: 100,
  maxConnections: 1000,
  maxConnectionsPerClient: null,
};

/**
 * The gateway's cap per client address: a browser opens 6 connections to a host, an office or
 * a school behind one address a few dozen; the 1 100 of a flood are far past it.
 */
export const GATEWAY_CONNECTIONS_PER_CLIENT = 128;

function positiveInteger(name: string, raw: string): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < 1)
    throw new ConfigError(
      `Invalid configuration: ${name}: must be a positive integer, not ${JSON.stringify(raw)}`,
    );
  return value;
}

/**
 * The defaults with MAX_CONNECTIONS and MAX_CONNECTIONS_PER_CLIENT from the environment (positive
 * integers, or a ConfigError); `perClient` is the cap per client when the latter is not set.
 */
export function serverLimitsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  { perClient = null }: { perClient?: number | null } = {},
): ServerLimits {
  const total = env.MAX_CONNECTIONS?.trim();
  const each = env.MAX_CONNECTIONS_PER_CLIENT?.trim();
  return {
    ...DEFAULT_SERVER_LIMITS,
    ...(total && { maxConnections: positiveInteger('MAX_CONNECTIONS', total) }),
    maxConnectionsPerClient: each ? positiveInteger('MAX_CONNECTIONS_PER_CLIENT', each) : perClient,
  };
}
