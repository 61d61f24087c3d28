// Starting and stopping a process: migrations, listen, log `listening`, graceful shutdown.
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { loadConfig, type Config, type ServiceName } from './config';
import { createDatabase, type Database, type Migrations } from './database/database';
import { onClientError, onConnectMethod, onUnmetExpectation } from './client-error';
import { createLogger, type Logger } from './logger';
import { DEFAULT_SERVER_LIMITS, serverLimitsFromEnv, type ServerLimits } from './server-limits';

export interface ServiceDeps<DB> {
  database: Database<DB>;
  logger: Logger;
}

export interface RunningServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

export const KEEP_ALIVE_TIMEOUT_MS = DEFAULT_SERVER_LIMITS.keepAliveTimeoutMs;

/**
 * A subclass of `base` whose prototype takes the place of `holder[key]` (an object extending
 * `base.prototype`): its own properties copied over, its prototype the same, and `holder[key]`
 * set to it. Instances are made by `base`'s constructor as a subclass's are (V8 sizes them for it)
 * and have `holder[key]` as their prototype from the start.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's base: TS2545
export function subclassInPlaceOf<K extends string, T extends new (...args: any[]) => object>(
  base: T,
  holder: Record<K, object>,
  key: K,
): T {
  const Sub = class extends base {};
  const current = holder[key];
  Object.setPrototypeOf(Sub.prototype, Object.getPrototypeOf(current) as object);
  Object.defineProperties(Sub.prototype, Object.getOwnPropertyDescriptors(current));
  holder[key] = Sub.prototype;
  return Sub;
}

/**
 * The server's request and answer constructors, their instances born with `app`'s own prototypes
 * (`app.request`, `app.response`, which extend node:http's). Express gives every request and answer
 * those prototypes as it starts handling them (Object.setPrototypeOf); on an object made by
 * node:http, that change of shape costs V8 its fast paths for everything that touches the object
 * afterwards, node:http's own code included. Born with them, Express's call changes nothing.
 * bench:gateway (issue 15): the gateway's CPU per proxied answer 0.49 → 0.31–0.33 ms. They are
 * subclasses of node:http's whose prototypes become `app.request` and `app.response`
 * (subclassInPlaceOf): a plain function calling node:http's constructor made each object ≈ 7×
 * slower to build (V8 sized it for the plain function's few properties, not node:http's many).
 */
export function expressClasses(app: Express): {
  IncomingMessage: typeof http.IncomingMessage;
  ServerResponse: typeof http.ServerResponse;
} {
  const protos = app as unknown as Record<'request' | 'response', object>;
  return {
    IncomingMessage: subclassInPlaceOf(http.IncomingMessage, protos, 'request'),
    ServerResponse: subclassInPlaceOf(http.ServerResponse, protos, 'response'),
  };
}

/**
 * Listens on host:port (0 = any free port) and resolves with the bound URL. The server gets the
 * timeouts and caps of server-limits.ts (defaults, or `limits` over them), answers requests its
 * parser refuses with the envelope (client-error.ts), and makes its requests and answers with
 * Express's prototypes from the start (expressClasses).
 */
export async function listen(
  app: Express,
  port: number,
  host = '127.0.0.1',
  limits: Partial<ServerLimits> = {},
): Promise<RunningServer> {
  const l = { ...DEFAULT_SERVER_LIMITS, ...limits };
  const server = http.createServer(
    {
      headersTimeout: l.headersTimeoutMs,
      requestTimeout: l.requestTimeoutMs,
      keepAliveTimeout: l.keepAliveTimeoutMs,
      connectionsCheckingInterval: l.connectionsCheckingIntervalMs,
      ...expressClasses(app),
    },
    app,
  );
  server.keepAliveTimeout = l.keepAliveTimeoutMs;
  server.maxHeadersCount = l.maxHeadersCount;
  server.maxConnections = l.maxConnections;
  server.on('clientError', onClientError);
  server.on('checkExpectation', onUnmetExpectation);
  server.on('connect', onConnectMethod);
  if (l.maxConnectionsPerClient !== null) capPerClient(server, l.maxConnectionsPerClient, app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port: bound } = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    server,
    url: `http://${shownHost}:${bound}`,
    close: () => closeServer(server),
  };
}

/**
 * Closes at once a connection past `cap` open ones from its client address, unless the app trusts
 * that address as a proxy (Express's compiled `trust proxy`, asked about the nearest hop).
 */
function capPerClient(server: Server, cap: number, app: Express): void {
  const trusted = app.get('trust proxy fn') as ((address: string, hop: number) => boolean) | undefined;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const client = socket.remoteAddress ?? '';
    if (trusted?.(client, 0)) return;
    const count = (open.get(client) ?? 0) + 1;
    if (count > cap) {
      socket.destroy();
      return;
    }
    open.set(client, count);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}

/** Stops accepting, lets in-flight requests finish (10 s at most), then drops what is left. */
export function closeServer(server: Server, graceMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** Runs `stop` once on SIGINT or SIGTERM; a second signal exits at once. */
export function onShutdownSignal(logger: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stop().then(
      () => {
        logger.info('stopped');
        logger.flush();
        process.exitCode = 0;
      },
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        logger.flush();
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

export interface RunServiceOptions {
  service: ServiceName;
  migrations: Migrations;
  config?: Config;
}

/** A service's main(): database + migrations, app, listen, log `listening`, stop on a signal. */
export async function runService<DB>(
  createApp: (deps: ServiceDeps<DB>) => Express,
  options: RunServiceOptions,
): Promise<RunningServer> {
  const config = options.config ?? loadConfigOrExit();
  const logger = createLogger(options.service, { level: config.logLevel });
  let database: Database<DB> | undefined;
  try {
    const limits = serverLimitsFromEnv(); // MAX_CONNECTIONS: a bad value stops the start first
    database = await createDatabase<DB>({
      service: options.service,
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      migrations: options.migrations,
      logger,
    });
    await database.migrate();
    const running = await listen(
      createApp({ database, logger }),
      config.ports[options.service],
      config.host,
      limits,
    );
    logger.info({ url: running.url, engine: database.engine, schema: database.schema }, 'listening');
    const opened = database;
    onShutdownSignal(logger, async () => {
      await running.close();
      await opened.close();
    });
    return running;
  } catch (err) {
    logger.fatal({ err }, 'failed to start');
    await database?.close().catch(() => undefined);
    logger.flush();
    process.exitCode = 1;
    throw err;
  }
}

/** loadConfig for a main(): a bad environment is reported on stderr (there is no logger yet). */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
    throw err;
  }
}
