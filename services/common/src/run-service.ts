// Starting and stopping a process: migrations, listen, log `listening`, graceful shutdown.
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { loadConfig, type Config, type ServiceName } from './config';
import { createDatabase, type Database, type Migrations } from './database/database';
import { onClientError, onConnectMethod, onUnmetExpectation } from './client-error';
import { createLogger, type Logger } from './logger';
import { DEFAULT_SERVER_LIMITS, serverLimitsFromEnv, type ServerLimits } from './server-limits';
import { expressAppOf, type ServedApp } from './plain-http';
import { followsContexts, withServerSpans } from './server-spans';

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
 * Listens on host:port (0 = any free port) and resolves with the bound URL. The server gets the
 * timeouts and caps of server-limits.ts (defaults, or `limits` over them) and answers requests its
 * parser refuses with the envelope (client-error.ts). `app` is an Express app or a request
 * listener in front of one (the gateway's); node:http makes its requests and answers as it does.
 */
export async function listen(
  app: ServedApp,
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
    },
    app,
  );
  server.keepAliveTimeout = l.keepAliveTimeoutMs;
  server.maxHeadersCount = l.maxHeadersCount;
  server.maxConnections = l.maxConnections;
  server.on('clientError', onClientError);
  server.on('checkExpectation', onUnmetExpectation);
  server.on('connect', onConnectMethod);
  if (l.maxConnectionsPerClient !== null) capPerClient(server, l.maxConnectionsPerClient, expressAppOf(app));
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
  const logger = createLogger(options.service, {
    level: config.logLevel,
    // Trace ids from the active span only where a traced request's context follows its awaits.
    activeSpanIds: followsContexts(),
  });
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
    const app = createApp({ database, logger });
    // A traced request's server span (issue 42): the listener in front of the app, when tracing.
    const traced = withServerSpans(app);
    const running = await listen(
      traced === app ? app : Object.assign(traced, { expressApp: app }),
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
