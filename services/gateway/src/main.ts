// Starts the gateway: `npx tsx services/gateway/src/main.ts`
// (PORT, GATEWAY_HOST, EXAM_URL/ORDER_URL/USER_URL (one URL or instances comma-separated), SHELL_DIR, REMOTES_DIR, MANIFEST_FILE,
// INTERNAL_TOKEN, MAX_CONNECTIONS, MAX_CONNECTIONS_PER_CLIENT, REDIS_URL, RATE_LIMIT_FACTOR, TRUST_PROXY, PUBLIC_URL; REGISTRY=on with DATABASE_URL or DATA_DIR, REGISTRY_PUBLISH_TOKEN,
// ADMIN_ORIGINS, PUBLIC_URL for the remote registry).
// First: http, express and pg are instrumented as they load (issue 42).
import './start-tracing';
import { Redis } from 'ioredis';
import {
  ConfigError,
  createLogger,
  listen,
  loadConfigOrExit,
  onShutdownSignal,
  serverLimitsFromEnv,
  GATEWAY_CONNECTIONS_PER_CLIENT,
  type Database,
  type ServerLimits,
} from '@iq/service-common';
import { withServerSpans } from '@iq/service-common/src/server-spans';
import { createGatewayApp, type GatewayOptions } from './app';
import { gatewayOptionsFromEnv, redisUrlFromEnv, registryEnabled, shellSharedFromBuild } from './config';
import { registryConfigFromEnv, type RegistryConfig } from './registry/registry-config';
import { openRegistryDatabase } from './registry/registry-database';
import type { RegistryDB } from './registry/schema';
import { createRumRecorder, type RumRecorder } from './registry/jobs/rum-recorder';
import { createAnalysisJob, webhookNotifier, type AnalysisJob } from './registry/jobs/canary-analysis-job';
import { storeHasBuild } from './registry/data-access/stored-build';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  // A traced request's lines name its trace from the request (request-span.ts): no context
  // follows a request across the gateway's awaits (tracing-context.ts, ContextInCallOnly).
  const logger = createLogger('gateway', { level: config.logLevel, activeSpanIds: false });
  let options: Omit<GatewayOptions, 'logger'>;
  let registryConfig: RegistryConfig | null;
  let redisUrl: string | undefined;
  let limits: ServerLimits;
  try {
    options = gatewayOptionsFromEnv(process.env, config);
    // MAX_CONNECTIONS, MAX_CONNECTIONS_PER_CLIENT (service-common server-limits.ts)
    limits = serverLimitsFromEnv(process.env, { perClient: GATEWAY_CONNECTIONS_PER_CLIENT });
    registryConfig = registryEnabled(process.env) ? registryConfigFromEnv(process.env) : null;
    redisUrl = redisUrlFromEnv(process.env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message); // a bad setting stops the start, before anything listens
    process.exitCode = 1;
    return;
  }
  let registryDatabase: Database<RegistryDB> | undefined;
  let rumRecorder: RumRecorder | undefined;
  let analysisJob: AnalysisJob | undefined;
  try {
    // The registry's own schema in the services' database: `<DATA_DIR>/registry` (PGlite) or DATABASE_URL.
    if (registryConfig)
      registryDatabase = await openRegistryDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        logger,
      });
    if (registryConfig && registryDatabase) {
      // Issue 41: the beacons' counts and the canary analyses, on every gateway.
      const { rum } = registryConfig;
      const db = registryDatabase.db;
      const inStore = (remote: string, version: string) => storeHasBuild(options.remotesDir, remote, version);
      rumRecorder = createRumRecorder({ db, inStore, logger, sampleRate: rum.sampleRate });
      rumRecorder.start(rum.flushMs);
      const notify = rum.notifyUrl ? webhookNotifier(rum.notifyUrl) : undefined;
      analysisJob = createAnalysisJob({ db, logger, notify });
      analysisJob.start(rum.analysisIntervalMs);
    }
    const registry =
      registryConfig && registryDatabase
        ? {
            ...registryConfig,
            db: registryDatabase.db,
            poolStats: registryDatabase.poolStats,
            shellShared: () => shellSharedFromBuild(options.shellDir),
            rumRecorder,
          }
        : undefined;
    // Abuse limits counted in Redis when REDIS_URL is set (shared by every gateway; issue 15).
    const redis = redisUrl
      ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
      : undefined;
    redis?.on('error', (err: Error) => logger.warn({ error: err.message }, 'redis unavailable'));
    const abuse = { ...options.abuse, redis };
    const running = await listen(
      // Traced requests' server spans; every answer names its trace (issue 42).
      withServerSpans(createGatewayApp({ ...options, abuse, logger, registry }), { edge: true }),
      config.ports.gateway,
      config.gatewayHost,
      limits,
    );
    // Never the internal token or the publish token in a log line.
    const { internalToken: _secret, ...shown } = options;
    logger.info({ url: running.url, ...shown, registry: Boolean(registry) }, 'listening');
    onShutdownSignal(logger, async () => {
      await running.close();
      analysisJob?.stop();
      await rumRecorder?.stop();
      redis?.disconnect();
      await registryDatabase?.close();
    });
  } catch (err) {
    logger.fatal({ err }, 'failed to start');
    logger.flush();
    await registryDatabase?.close().catch(() => undefined);
    process.exitCode = 1;
  }
}

main().catch(() => {
  process.exitCode = 1; // already reported
});
