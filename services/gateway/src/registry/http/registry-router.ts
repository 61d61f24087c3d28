// The registry's admin API (issue 14), mounted by the gateway under /admin/api:
//   POST /login  /logout   GET /me                     campaign managers' own accounts
//   GET  /remotes/:remote/builds   GET /history         any admin (viewer too)
//   POST /builds                                        CI, with the publish token
//   POST /promote /rollback /assign /canary            campaign managers; reason required
//   GET  /remotes/:remote/builds/:version/health        any admin: real-user figures (issue 41)
//   GET  /remotes/:remote/analysis                      any admin: the canary analysis
//   POST /analysis  /analysis/stop                      campaign managers: canary with analysis
// It parses its own JSON and ends with its own 404 and error envelopes, so it can sit in front
// of the proxy and the shell routes.
import express, { Router } from 'express';
import type { Kysely } from 'kysely';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import {
  BadRequestError,
  BODY_LIMIT,
  errorHandler,
  notFoundHandler,
  ok,
  TooManyRequestsError,
  UnauthorizedError,
  validate,
} from '@iq/service-common';
import {
  assignBodySchema,
  canaryBodySchema,
  historyQuerySchema,
  loginBodySchema,
  promoteBodySchema,
  publishBodySchema,
  remoteNameSchema,
  rollbackBodySchema,
  startAnalysisBodySchema,
  stopAnalysisBodySchema,
  healthQuerySchema,
  versionSchema,
  type AdminMe,
} from '../contract';
import type { AnalysisConfig, BuildHealthView, RemoteName } from '@iq/contracts';
import { rumStore } from '../data-access/rum-store';
import { analysisStore } from '../data-access/analysis-store';
import { healthSeries } from '../domain/build-health';
import { analysisConfigProblems, DEFAULT_ANALYSIS } from '../domain/canary-analysis';
import { adminStore } from '../data-access/admin-store';
import { registryStore, type ChangeContext } from '../data-access/registry-store';
import { DEFAULT_PASSWORD_COST, verifyPassword, type PasswordCost } from '@iq/service-common';
import type { ShellShared } from '../domain/shared-compatibility';
import { registrationDisagreements } from '../domain/registry-rules';
import { judgeBuilds } from '../domain/build-judgement';
import type { StoredBuildFacts } from '../data-access/stored-build';
import type { RegistryDB } from '../schema';
import {
  adminSessionOf,
  clearAdminCookie,
  requireAdmin,
  requireOrigin,
  requirePublishToken,
  sessionOf,
  setAdminCookie,
} from './admin-session';

export interface RegistryRouterDeps {
  db: Kysely<RegistryDB>;
  /** What the shell provides of the shared singletons now, e.g. { react: '19.3.1', … }. */
  shellShared: () => ShellShared | Promise<ShellShared>;
  /** REGISTRY_PUBLISH_TOKEN: CI's bearer token for POST /builds; unset, nobody can publish. */
  publishToken?: string;
  /** ADMIN_ORIGINS: origins allowed to write; empty, the request's own origin. */
  allowedOrigins?: readonly string[];
  /** Secure cookies (default true; false only for http://localhost development). */
  secureCookies?: boolean;
  /** The cookie's Path: where the admin page and API are mounted (default /admin). */
  cookiePath?: string;
  /** Failed logins per client (default: 10 per 15 minutes, in memory). */
  loginLimiter?: RateLimiterAbstract;
  passwordCost?: PasswordCost;
  now?: () => Date;
  /** The deploy file's live build of a remote, adopted before the registry's first change of it (issue 40). */
  fileBuild?: ChangeContext['fileBuild'];
  /** A build's declared pages from the store: a change that would drop served pages is refused (issue 40). */
  pagesOf?: ChangeContext['pagesOf'];
  /**
   * What the store's files say of the build an entry names (issue 40): a registration whose
   * claims disagree, or whose build is not in the store, is refused. Absent: claims are believed.
   */
  storedBuild?: (remote: string, entry: string) => Promise<StoredBuildFacts | null>;
}

const withoutUndefined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

export const DEFAULT_LOGIN_LIMIT = { points: 10, duration: 15 * 60 };

export function createRegistryRouter(deps: RegistryRouterDeps): Router {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const cookie = { path: deps.cookiePath ?? '/admin', secure: deps.secureCookies ?? true };
  const loginLimiter = deps.loginLimiter ?? new RateLimiterMemory(DEFAULT_LOGIN_LIMIT);
  const passwordCost = deps.passwordCost ?? DEFAULT_PASSWORD_COST;
  const sameOrigin = requireOrigin(deps.allowedOrigins ?? []);
  const anyAdmin = requireAdmin(db, ['campaign-manager', 'viewer'], now);
  const campaignManager = requireAdmin(db, ['campaign-manager'], now);

  const router = Router();
  router.use(express.json({ limit: BODY_LIMIT }));

  const changeContext = async (
    res: express.Response,
    reason: string,
    dropPages?: readonly string[],
  ): Promise<ChangeContext> => ({
    actor: sessionOf(res).email,
    reason,
    shell: await deps.shellShared(),
    at: now(),
    fileBuild: deps.fileBuild,
    pagesOf: deps.pagesOf,
    dropPages,
  });

  router.post('/login', sameOrigin, async (req, res) => {
    const client = `admin-login:${req.ip ?? req.socket.remoteAddress ?? 'unknown'}`;
    const counted = await loginLimiter.get(client);
    if (counted && counted.consumedPoints >= loginLimiter.points && counted.msBeforeNext > 0)
      throw new TooManyRequestsError('Too many failed sign-ins; try again later', {
        retryAfterSeconds: counted.msBeforeNext / 1000,
      });
    const body = validate(loginBodySchema, req.body);
    const admin = await adminStore.byEmail(db, body.email);
    const valid = await verifyPassword(body.password, admin?.password_hash ?? null, passwordCost);
    if (!admin || !valid) {
      await loginLimiter.penalty(client, 1);
      throw new UnauthorizedError('Wrong e-mail or password');
    }
    const { token } = await adminStore.openSession(db, admin.id, now());
    setAdminCookie(res, token, cookie);
    ok<AdminMe>(res, { email: admin.email, role: admin.role });
  });

  router.post('/logout', sameOrigin, async (req, res) => {
    const session = await adminSessionOf(db, req, now());
    if (session) await adminStore.revokeSession(db, session.sessionId, now());
    clearAdminCookie(res, cookie);
    ok(res, { signedOut: true });
  });

  router.get('/me', anyAdmin, (_req, res) => {
    const { email, role } = sessionOf(res);
    ok<AdminMe>(res, { email, role });
  });

  router.get('/remotes/:remote/builds', anyAdmin, async (req, res) => {
    const remote = validate(remoteNameSchema, req.params.remote, 'remote');
    const builds = await registryStore.listBuilds(db, remote);
    // Beside each build, what the server would refuse and why (the admin page and CLI show it).
    const judged = judgeBuilds(remote, builds, { shell: await deps.shellShared(), pagesOf: deps.pagesOf });
    ok(res, { remote, builds: judged });
  });

  router.get('/history', anyAdmin, async (req, res) => {
    const query = validate(historyQuerySchema, { ...req.query }, 'query');
    ok(res, { entries: await registryStore.history(db, query) });
  });

  // CI: bearer token, no cookie, so no cross-site request can carry it (no Origin check needed).
  router.post('/builds', requirePublishToken(deps.publishToken), async (req, res) => {
    const body = validate(publishBodySchema, req.body);
    if (deps.storedBuild) {
      const read = await deps.storedBuild(body.remote, body.entry);
      if (!read)
        throw new BadRequestError(
          `entry: no ${body.remote} build in the store at ${body.entry}; publish the build into the store first (/remotes/${body.remote}/<version>/mf-manifest.json)`,
        );
      const problems = registrationDisagreements(body.remote, body, read);
      if (problems.length)
        throw new BadRequestError(`The build's files disagree with the registration: ${problems.join('; ')}`);
    }
    const published = await registryStore.publish(db, body, { actor: `ci:${body.publishedBy}`, at: now() });
    ok(res, { remote: body.remote, ...published });
  });

  router.post('/promote', campaignManager, sameOrigin, async (req, res) => {
    const body = validate(promoteBodySchema, req.body);
    const live = await registryStore.promote(
      db,
      body.remote,
      body.version,
      await changeContext(res, body.reason, body.dropPages),
    );
    ok(res, { remote: body.remote, live });
  });

  router.post('/rollback', campaignManager, sameOrigin, async (req, res) => {
    const body = validate(rollbackBodySchema, req.body);
    const context = await changeContext(res, body.reason);
    const build = await registryStore.rollback(db, body.remote, body.variant, context);
    ok(res, { remote: body.remote, variant: body.variant ?? null, build });
  });

  router.post('/assign', campaignManager, sameOrigin, async (req, res) => {
    const body = validate(assignBodySchema, req.body);
    const context = await changeContext(res, body.reason, body.dropPages);
    const build = await registryStore.assign(db, body.variant, body.remote, body.version, context);
    ok(res, { variant: body.variant, remote: body.remote, build });
  });

  router.post('/canary', campaignManager, sameOrigin, async (req, res) => {
    const body = validate(canaryBodySchema, req.body);
    const context = await changeContext(res, body.reason, body.dropPages);
    const canary = await registryStore.canary(db, body.remote, body.version, body.share, context);
    ok(res, { remote: body.remote, canary });
  });

  // Issue 41: a build's real-user health per minute over the last `minutes` (default 60).
  router.get('/remotes/:remote/builds/:version/health', anyAdmin, async (req, res) => {
    const remote = validate(remoteNameSchema, req.params.remote, 'remote');
    const version = validate(versionSchema, req.params.version, 'version');
    const { minutes } = validate(healthQuerySchema, { ...req.query }, 'query');
    const to = new Date(Math.floor(now().getTime() / 60_000) * 60_000 + 60_000);
    const from = new Date(to.getTime() - minutes * 60_000);
    const rows = await rumStore.countsOf(db, remote, version, from, to);
    const bucketMinutes = 1;
    const series = healthSeries(remote as RemoteName, rows, { from, to, bucketMinutes });
    ok<BuildHealthView>(res, { remote, version, bucketMinutes, windowMinutes: minutes, ...series });
  });

  router.get('/remotes/:remote/analysis', anyAdmin, async (req, res) => {
    const remote = validate(remoteNameSchema, req.params.remote, 'remote');
    ok(res, { analysis: await analysisStore.latest(db, remote), defaults: DEFAULT_ANALYSIS });
  });

  // A canary started with its analysis: the first step's share, then the job decides.
  router.post('/analysis', campaignManager, sameOrigin, async (req, res) => {
    const body = validate(startAnalysisBodySchema, req.body);
    const config: AnalysisConfig = { ...DEFAULT_ANALYSIS, ...withoutUndefined(body.config) };
    const problems = analysisConfigProblems(config);
    if (problems.length) throw new BadRequestError(`config: ${problems.join('; ')}`);
    const context = await changeContext(res, body.reason, body.dropPages);
    const analysis = await analysisStore.start(db, body.remote, body.version, config, context);
    ok(res, { analysis });
  });

  router.post('/analysis/stop', campaignManager, sameOrigin, async (req, res) => {
    const body = validate(stopAnalysisBodySchema, req.body);
    const analysis = await analysisStore.stop(db, body.remote, await changeContext(res, body.reason));
    ok(res, { analysis });
  });

  router.use(notFoundHandler());
  router.use(errorHandler());
  return router;
}
