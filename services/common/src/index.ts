export {
  loadConfig,
  ConfigError,
  isDevelopmentMode,
  OUTSIDE_DEVELOPMENT,
  REPO_ROOT,
  SERVICE_NAMES,
  type Config,
  type ServiceName,
  type LogLevel,
} from './config';
export { createLogger, maskUrl, REDACT_PATHS, type Logger, type LoggerOptions } from './logger';
export { LOGID_HEADER, LOGID_PATTERN, resolveLogid } from './logid';
export { createHttpLogger, requestLog } from './http-logger';
export {
  expressAppOf,
  headerOf,
  requestPath,
  sendJson,
  type FrontedApp,
  type Next,
  type PlainErrorHandler,
  type PlainHandler,
  type ServedApp,
} from './plain-http';
export { fixedHeaders } from './fixed-headers';
export {
  DomainError,
  BadRequestError,
  UnauthorizedError,
  ForbiddenError,
  MisdirectedRequestError,
  NotFoundError,
  ConflictError,
  PayloadTooLargeError,
  TooManyRequestsError,
  type DomainErrorOptions,
} from './errors';
export { ok, sendError, errorHandler, notFoundHandler, toErrorEnvelope } from './http-errors';
export { validate, formatZodError } from './validate';
export { createServiceApp, BODY_LIMIT, type ServiceAppOptions } from './service-app';
export {
  createDatabase,
  type Database,
  type DatabaseOptions,
  type Migration,
  type Migrations,
} from './database/database';
export { PGlitePool } from './database/pglite-pool';
export {
  runService,
  loadConfigOrExit,
  listen,
  closeServer,
  onShutdownSignal,
  type RunServiceOptions,
  type RunningServer,
  type ServiceDeps,
} from './run-service';
export {
  DEFAULT_SERVER_LIMITS,
  GATEWAY_CONNECTIONS_PER_CLIENT,
  serverLimitsFromEnv,
  type ServerLimits,
} from './server-limits';
export { clientErrorResponse, clientErrorStatus, onClientError } from './client-error';
export { refuseOptions, refuseDuplicateHost } from './http-guards';
export { loadInternalToken, internalTokenMatches, DEV_INTERNAL_TOKEN } from './internal-token';
export { identityKey, signIdentity, verifyIdentity, IDENTITY_TTL_MS } from './identity';
export { DEFAULT_PASSWORD_COST, hashPassword, verifyPassword, type PasswordCost } from './passwords';
export { createUpstream, upstreamBases, isConnectionRefused, type Upstream } from './upstream';
export {
  DatabaseRateLimiter,
  type DatabaseRateLimiterOptions,
  type RateLimitCountersTable,
  type RateLimitDB,
} from './rate-limits/database-rate-limiter';
export { takeFromAll, retryAfterSeconds, type Refusal } from './rate-limits/take-from-all';
export { rateLimitFactor } from './rate-limits/rate-limit-factor';
export {
  createProcessMetrics,
  registerPoolGauges,
  METRIC_PREFIX,
  type PoolStats,
  type ProcessMetrics,
  type RefusalCounter,
} from './metrics/process-metrics';
export { requestMetrics, expressRoute, UNROUTED, type RouteOf } from './metrics/request-metrics';
export { metricsHandler, METRICS_PATH } from './metrics/metrics-route';
