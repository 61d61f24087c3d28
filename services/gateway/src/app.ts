// The gateway: security headers and logid on everything, then health, manifest, remote assets,
// the API proxy (with the caller's signed identity) and the shell; anything else is a 404
// envelope. /internal/* is never routed to a service (not in the /api table). With the registry
// (issue 14) on: its admin API under /admin/api, and each visitor's manifest composed from it.
import type { ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import {
  createHttpLogger,
  createProcessMetrics,
  registerPoolGauges,
  expressRoute,
  fixedHeaders,
  createLogger,
  DEV_INTERNAL_TOKEN,
  errorHandler,
  ForbiddenError,
  headerOf,
  metricsHandler,
  METRICS_PATH,
  MisdirectedRequestError,
  notFoundHandler,
  refuseDuplicateHost,
  refuseOptions,
  requestMetrics,
  requestPath,
  sendError,
  UNROUTED,
  type FrontedApp,
  type Logger,
  type PlainHandler,
  type PoolStats,
  type ProcessMetrics,
  type RouteOf,
  type ServiceName,
} from '@iq/service-common';
import type { TrackingConfig } from '@iq/contracts';
import type { Kysely } from 'kysely';
import {
  fileManifestSource,
  registryManifestSource,
  REMOTE_VERSIONS_HEADER,
} from './data-access/manifest-source';
import { apiProxy, isApiPath, isProxiedCall } from './entry-points/http/api-proxy';
import { apiRouteLabel } from './domain/api-routes';
import { apiFront, underMount } from './entry-points/http/api-front';
import { apiDocs } from './entry-points/http/api-docs';
import { clientAddress, compileTrust, requestProtocol } from './domain/client-address';
import {
  abuseLimits,
  forwardBelievedClient,
  refusedByLimit,
  type AbuseLimitOptions,
} from './domain/abuse-limits';
import { devMailProxy } from './entry-points/http/dev-mail-proxy';
import { healthRoutes } from './entry-points/http/health-routes';
import { manifestRoutes } from './entry-points/http/manifest-routes';
import { versionRoutes } from './entry-points/http/version-routes';
import { remoteRoutes } from './entry-points/http/remote-routes';
import { sessionIdentity } from './entry-points/http/session-identity';
import { shellRoutes } from './entry-points/http/shell-routes';
import { pageSessionStart } from './data-access/page-session-start';
import { contentSecurityPolicy } from './domain/tracking-config';
import { hostAllowed, isCrossSiteWrite, ownOrigins } from './domain/origin-check';
import { createRegistryRouter, type RegistryRouterDeps } from './registry/http/registry-router';
import { deployFileBuild, readStoredBuild } from './registry/data-access/stored-build';
import { declaredPages } from './data-access/declared-pages';
import { acceptedBeacon, rumBeacon } from './registry/http/rum-beacon';
import type { RumRecorder } from './registry/jobs/rum-recorder';
import type { RegistryDB } from './registry/schema';

/** Where the admin API is mounted (its session cookie's Path is /admin). */
export const REGISTRY_API_MOUNT = '/admin/api';

/** REGISTRY=on: the registry's open database and the admin API's settings. */
export type GatewayRegistry = Omit<RegistryRouterDeps, 'db'> & {
  db: Kysely<RegistryDB>;
  /** The canary bucket cookie's Secure flag (as the admin cookie's). */
  secureCookies: boolean;
  /** A new visitor's canary bucket 0–99 (random by default; tests may fix it). */
  newBucket?: () => number;
  /** Counts the shell's beacons (issue 41; main.ts starts its flushes); absent, beacons are dropped. */
  rumRecorder?: RumRecorder;
  /** The registry database's pool, for the iq_db_pool_* gauges at /metrics (issue 42). */
  poolStats?: () => PoolStats;
};

export interface GatewayOptions {
  /** Base URLs of the three services, e.g. { exam: 'http://127.0.0.1:8081', … }. */
  serviceUrls: Record<ServiceName, string>;
  /** The shell's build folder (index.html, which gets the live manifest and preload links, and assets). */
  shellDir: string;
  /** Remote builds: <remotesDir>/<name>/<version>/… */
  remotesDir: string;
  /** The remote manifest JSON file, re-read on every request. */
  manifestFile: string;
  logger?: Logger;
  /** Per-service /healthz timeout (default 2000 ms). */
  healthTimeoutMs?: number;
  /** Upstream response timeout (default 30000 ms, the client's own timeout in spec §7). */
  proxyTimeoutMs?: number;
  /** Per-client limits on costly calls (domain/abuse-limits.ts); the defaults when absent. */
  abuse?: AbuseLimitOptions;
  /** Proxy /dev/mail and /dev/mail.json to the order service's outbox (never in production). */
  devMail?: boolean;
  /**
   * INTERNAL_TOKEN: presented to the user service to resolve session cookies, and the key
   * (identityKey) of the identity header the services verify. The development value by default.
   */
  internalToken?: string;
  /** How long a session resolve waits for the user service (default 2000 ms). */
  sessionResolveTimeoutMs?: number;
  /**
   * TRACKING_CONFIG (issue 13): the configured third parties; their hosts join the CSP and the
   * page gets them as a JSON data block. None (the default): the strict CSP, nothing loads.
   */
  tracking?: TrackingConfig | null;
  /**
   * The remote registry (issue 14), off by default: absent, the deploy file alone chooses the
   * builds, exactly as before; present, the admin API and per-visitor manifests.
   */
  registry?: GatewayRegistry;
  /**
   * TRUST_PROXY (config.ts): the hops whose X-Forwarded-For / -Proto count (Express's `trust
   * proxy`); none by default, so the abuse limits key on the socket's address.
   */
  trustProxy?: false | number | string[];
  /** PUBLIC_URL's origin: the site's own beside each request's Host (the cross-site write check). */
  ownOrigins?: readonly string[];
  /**
   * The process's metrics (issue 42), served at GET /metrics to a caller presenting the internal
   * token, never proxied; a registry of the app's own when absent.
   */
  metrics?: ProcessMetrics;
}

/** Bodies compressed from this size on (pages and API JSON). */
const COMPRESS_THRESHOLD = 1024;

const under = (path: string, mount: string) => path === mount || path.startsWith(`${mount}/`);

const refuseOwnOptions: RequestHandler = (req, res, next) => {
  if (req.method !== 'OPTIONS') return next();
  // Express routes case-insensitively
  if (isApiPath(req.path) || under(req.path.toLowerCase(), REGISTRY_API_MOUNT)) return next();
  res.setHeader('Allow', 'GET, HEAD');
  sendError(res, 405, 'Method Not Allowed: OPTIONS (allowed: GET, HEAD)');
};

/**
 * The request metrics' route label: under /api the prefix that routes the call (the services
 * label their own routes), elsewhere the Express route that answered (UNROUTED for the shell's
 * pages and the 404s).
 */
const gatewayRoute: RouteOf = (req, res, url) =>
  underMount(url, '/api') ? (apiRouteLabel(url) ?? UNROUTED) : expressRoute(req, res, url);

/** A proxied call this slow gets the gateway's line too, whatever its status (ms). */
export const SLOW_CALL_MS = 1000;

const remoteVersionsOf = (res: ServerResponse) => {
  const versions = res.getHeader(REMOTE_VERSIONS_HEADER);
  return typeof versions === 'string' ? { remoteVersions: versions } : undefined;
};

/**
 * The gateway's request listener: the API lane (api-front.ts) in front of the Express app that
 * serves everything else; `expressApp` is that app.
 */
export function createGatewayApp(options: GatewayOptions): FrontedApp {
  const logger = options.logger ?? createLogger('gateway', { level: 'silent' });
  const metrics = options.metrics ?? createProcessMetrics('gateway');
  if (options.registry?.poolStats) registerPoolGauges(metrics, options.registry.poolStats);
  // First on every request, the API lane's included: every answer is timed.
  const timed = requestMetrics(metrics, gatewayRoute);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? false);
  // The same setting for the API lane, which has no Express request to ask (client-address.ts).
  const trust = compileTrust(options.trustProxy ?? false);
  // Keeps a valid incoming logid or makes one (proxied along); a page's line names the remote
  // builds that served it (issue 14: the per-visitor manifest's X-Remote-Versions).
  // A call a service answered well is that service's line (same logid): the gateway writes one
  // only when it answered itself, something went wrong, or the call took a second or more. Limit
  // refusals and accepted page-view beacons are summed up in lines of their own (issues 37, 41).
  const logLine = createHttpLogger(logger, {
    responseProps: remoteVersionsOf,
    leaveToOthers: (res, ms) => isProxiedCall(res) && ms < SLOW_CALL_MS,
    summarised: (res) => refusedByLimit(res) || acceptedBeacon(res),
  });
  // Strict CSP: nothing inline, nothing from elsewhere but the configured third parties' hosts;
  // the manifest and the tracking configuration travel as JSON data blocks.
  // X-Frame-Options DENY, as the CSP's frame-ancestors 'none' (helmet's default SAMEORIGIN said
  // otherwise); a proxied answer gets the one its own CSP implies (api-proxy.ts).
  // The same headers on every answer, set in one step (fixed-headers.ts).
  const securityHeaders = fixedHeaders(
    helmet({
      contentSecurityPolicy: contentSecurityPolicy(options.tracking ?? null),
      xFrameOptions: { action: 'deny' },
    }),
  );
  // Pages (the shell's HTML with the live manifest) and API JSON above 1 KB, brotli first. Built
  // files come precompressed (static-files.ts): a response that already has Content-Encoding is
  // left alone. Brotli at quality 3, not the middleware's 4: a question list is compressed afresh
  // for every visitor, and the higher quality saves few bytes for much more CPU
  // (docs/decisions/2026-11-26-api-json-brotli-quality-3.md).
  // Under /api the proxy applies it to an answer that may pass 1 KB only (a question list, not the
  // small answers that are most calls): wrapping every answer was a visible share of a proxied
  // call's CPU (docs/decisions/2026-11-26-gateway-api-path-lean.md).
  const compress = compression({
    threshold: COMPRESS_THRESHOLD,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } },
  });
  const compressUnlessApi: RequestHandler = (req, res, next) =>
    isApiPath(req.path) ? next() : compress(req, res, next);
  // compression is connect middleware, made for node:http's own request and answer (its typings
  // name Express's): the proxy applies it on the API lane too.
  const compressPlain = compress as unknown as PlainHandler;
  // One Host per request (a proxy in front and this gateway must not route by different ones).
  // OPTIONS is offered nowhere (no CORS, the site is same-origin): the gateway's own paths answer
  // GET and HEAD only, so 405 at once; under /api the service answers (405 with its Allow, or
  // 404), under the admin API its router (refuseOptions turns its method list into the 405).
  // Everything above, for every request, in this order (and so on the API lane too, less the two
  // steps that pass every API call on: compressUnlessApi, refuseOwnOptions).
  // With PUBLIC_URL, another Host is another site (DNS rebinding, poisoned caches): 421 (issue 37).
  // /healthz stays open to a balancer's probe, which names the instance's address, and /metrics
  // to a scraper, which does too (the internal token guards it).
  // The registry's admin origins (ADMIN_ORIGINS) are the site's hosts too.
  const ownHosts = options.ownOrigins?.length
    ? [...options.ownOrigins, ...(options.registry?.allowedOrigins ?? [])]
    : [];
  const onlyOwnHosts: PlainHandler = (req, _res, next) => {
    const path = requestPath(req);
    if (path === '/healthz' || path === METRICS_PATH) return next();
    if (hostAllowed(headerOf(req, 'host'), requestProtocol(req, trust), ownHosts)) return next();
    next(new MisdirectedRequestError('Misdirected Request: this server does not answer for that host'));
  };
  const [duplicateHost, options405] = [refuseDuplicateHost(), refuseOptions()];
  app.use([
    timed,
    logLine,
    securityHeaders,
    compressUnlessApi,
    duplicateHost,
    onlyOwnHosts,
    options405,
    refuseOwnOptions,
  ]);
  const everyApiCall: PlainHandler[] = [
    timed,
    logLine,
    securityHeaders,
    duplicateHost,
    onlyOwnHosts,
    options405,
  ];

  const registry = options.registry;
  const manifestSource = registry
    ? registryManifestSource({
        manifestFile: options.manifestFile,
        remotesDir: options.remotesDir,
        db: registry.db,
        secureCookies: registry.secureCookies,
        newBucket: registry.newBucket,
      })
    : fileManifestSource(options.manifestFile, options.remotesDir);

  // The identity header is the gateway's alone: dropped when it comes from outside, set from the
  // session cookie (issue 11).
  const identity = sessionIdentity({
    userUrl: options.serviceUrls.user,
    internalToken: options.internalToken ?? DEV_INTERNAL_TOKEN,
    logger,
    timeoutMs: options.sessionResolveTimeoutMs,
  });
  // Costly calls counted per client first (issue 15), then the identity.
  const limits = abuseLimits({ ...options.abuse, trust, refused: metrics.refused });
  // A cookie-carrying write from another site's page: 403 before anything is forwarded (issue 15).
  const sameSiteWrites: PlainHandler = (req, _res, next) => {
    const write = {
      method: req.method ?? '',
      path: requestPath(req),
      hasCookie: Boolean(req.headers.cookie),
      origin: headerOf(req, 'origin'),
      secFetchSite: headerOf(req, 'sec-fetch-site'),
      // A method: tsx (keepNames) would name an arrow function here on every request.
      own() {
        return ownOrigins(requestProtocol(req, trust), headerOf(req, 'host'), options.ownOrigins);
      },
    };
    next(isCrossSiteWrite(write) ? new ForbiddenError('Cross-site request refused') : undefined);
  };
  // The shell's page-view beacons (issue 41): answered here, never proxied.
  const beacons = rumBeacon({
    recorder: options.registry?.rumRecorder ?? null,
    allow: (req) => limits.take('rum', clientAddress(req, trust) || 'unknown'),
    ownOrigins: (req) => ownOrigins(requestProtocol(req, trust), headerOf(req, 'host'), options.ownOrigins),
  });
  // The OpenAPI description and its viewer (issue 42): the gateway's own, built once here.
  const docs = apiDocs();
  // First of the routes: most requests are API calls, and no other route is under /api.
  const api = [
    beacons,
    docs,
    ...apiProxy(
      options.serviceUrls,
      options.proxyTimeoutMs ?? 30_000,
      [sameSiteWrites, limits, identity, forwardBelievedClient(trust)],
      { compress: compressPlain, threshold: COMPRESS_THRESHOLD },
    ),
  ];
  app.use('/api', api);
  app.use(healthRoutes(options.serviceUrls, options.healthTimeoutMs ?? 2000));
  // Before the shell, which would answer any other path with its page; never under /api.
  app.use(
    express.Router().get(METRICS_PATH, metricsHandler(metrics, options.internalToken ?? DEV_INTERNAL_TOKEN)),
  );
  // Before the shell: the router answers everything under its mount (its own 404 and errors).
  if (registry) {
    const { newBucket: _bucket, rumRecorder: _recorder, ...deps } = registry;
    // Issue 40: the deploy file's live build becomes the registry's before its first change.
    const fileBuild = (remote: string) => deployFileBuild(options.manifestFile, options.remotesDir, remote);
    // …and a change that would take pages away from visitors is refused unless confirmed.
    const pagesOf: RegistryRouterDeps['pagesOf'] = (remote, build) =>
      declaredPages(options.remotesDir, remote, build);
    // A registration is checked against the build's own files in the store.
    const storedBuild: RegistryRouterDeps['storedBuild'] = (remote, entry) =>
      readStoredBuild(options.remotesDir, remote, entry);
    app.use(REGISTRY_API_MOUNT, createRegistryRouter({ fileBuild, pagesOf, storedBuild, ...deps }));
  }
  app.use(manifestRoutes(manifestSource));
  app.use(versionRoutes(options.shellDir, manifestSource));
  app.use(remoteRoutes(options.remotesDir));
  if (options.devMail) app.use(devMailProxy(options.serviceUrls.order, options.proxyTimeoutMs ?? 30_000));
  // The IQ question page's session starts with its HTML (issue 38), counted as the browser's start.
  const startPageSession = pageSessionStart({
    examUrl: options.serviceUrls.exam,
    take: (client) => limits.take('session-start', client),
  });
  app.use(
    shellRoutes(
      options.shellDir,
      manifestSource,
      options.remotesDir,
      options.tracking ?? null,
      startPageSession,
    ),
  );

  const onError = errorHandler();
  app.use(notFoundHandler());
  app.use(onError);
  // The API calls' lane in front of the app: the same handlers, in the same order (api-front.ts).
  return apiFront(app, '/api', everyApiCall, api, onError);
}
