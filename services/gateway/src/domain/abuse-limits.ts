// Abuse limits per client (issue 15): an outside probe's burst of exam sessions from one client
// (each storing its items) and of e-mail overwrites slowed every other visitor
// (docs/decisions/2026-11-26-gateway-abuse-limits.md). The gateway counts the costly calls per client address with
// rate-limiter-flexible: in memory by default, in Redis when REDIS_URL is set (so two gateways
// share the counts; memory takes over while Redis does not answer). Login and report retrieval
// have their own, finer limits in the user and order services.
// The client address is the socket's unless TRUST_PROXY names the hops in front (config.ts,
// client-address.ts), so a forged X-Forwarded-For escapes nothing; the services get only the part
// the gateway believes. Plain node:http handlers: they run on the API lane (api-front.ts) too.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Router, type Request, type Response } from 'express';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import {
  requestLog,
  requestPath,
  TooManyRequestsError,
  type Logger,
  type PlainHandler,
  type RefusalCounter,
} from '@iq/service-common';
import { believedHops, clientAddress, compileTrust, type TrustProxy } from './client-address';

export interface AbuseLimit {
  /** Requests allowed per client in `seconds`. */
  points: number;
  seconds: number;
}

export interface AbuseRule extends AbuseLimit {
  name: string;
  method: 'GET' | 'POST';
  /**
   * The service's route under /api, in Express's route syntax: an Express router of the gateway
   * matches it as the service's own router does (any letter case, a trailing slash, encoded
   * characters only where a parameter stands), so no other spelling reaches the route uncounted.
   * A GET rule counts HEAD too, as the service's router answers HEAD with its GET route.
   */
  route: string;
  message: string;
}

/**
 * A visitor takes one test per session start and reloads a few times; a school or an office shares
 * one address, hence the room. Paths are the services' (the gateway's /api prefix stripped).
 */
export const ABUSE_RULES: readonly AbuseRule[] = [
  {
    name: 'session-start',
    method: 'POST',
    route: '/exam/session/start',
    points: 60,
    seconds: 600,
    message: 'Too many tests started from your connection. Please try again later.',
  },
  {
    name: 'question-list',
    method: 'GET',
    route: '/exam/question/list/:examId/:hl',
    points: 300,
    seconds: 600,
    message: 'Too many requests from your connection. Please try again later.',
  },
  {
    name: 'email',
    method: 'POST',
    route: '/exam/session/email',
    points: 30,
    seconds: 600,
    message: 'Too many e-mail changes from your connection. Please try again later.',
  },
  {
    // Issue 41: a page view sends one beacon; a flood of forged ones must not steer a canary.
    // Taken by the beacon's own handler (registry/http/rum-beacon.ts), which answers before the proxy.
    name: 'rum',
    method: 'POST',
    route: '/rum',
    points: 600,
    seconds: 600,
    message: 'Too many beacons from your connection.',
  },
];

export interface AbuseLimitOptions {
  rules?: readonly AbuseRule[];
  factor?: number;
  redis?: Redis;
  /** Which hops' X-Forwarded-For names the client (the gateway's TRUST_PROXY); none by default. */
  trust?: TrustProxy;
  /** Counts each refusal by its rule's name (the process's metrics, issue 42). */
  refused?: RefusalCounter;
}

/**
 * The middleware under /api, and `take` for a costly call the gateway makes itself for a client
 * (issue 38: the question page's session start): true when the client's count allows it.
 */
export type AbuseLimits = PlainHandler & {
  take(ruleName: string, client: string): Promise<boolean>;
};

/** The middleware under /api: a rule's request past its client's limit gets a 429 envelope with Retry-After. */
export function abuseLimits(options: AbuseLimitOptions = {}): AbuseLimits {
  const factor = options.factor ?? 1;
  const trust = options.trust ?? compileTrust(false);
  const countRefusal = options.refused ?? (() => undefined);
  const limiters = (options.rules ?? ABUSE_RULES).map((rule) => {
    const settings = {
      keyPrefix: `iq-abuse-${rule.name}`,
      points: Math.max(1, Math.round(rule.points * factor)),
      duration: rule.seconds,
    };
    const memory = new RateLimiterMemory(settings);
    const limiter: RateLimiterAbstract = options.redis
      ? new RateLimiterRedis({ ...settings, storeClient: options.redis, insuranceLimiter: memory })
      : memory;
    return { rule, limiter };
  });
  // The services' routers are Express's with its defaults (case-insensitive, not strict): this one
  // is too. Before issue 37 the rules were regular expressions on the exact path, and
  // /api/Exam/Session/Start reached the exam service's route uncounted.
  const refusals = refusalSummary();
  const router = Router();
  for (const { rule, limiter } of limiters) {
    const counted = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => {
      const client = clientAddress(req, trust) || 'unknown';
      limiter.consume(client).then(
        () => next(),
        (refused: unknown) => {
          if (!(refused instanceof RateLimiterRes)) return next(refused);
          refusals.add(requestLog(req), rule.name, client);
          countRefusal(rule.name);
          REFUSED.add(res);
          next(new TooManyRequestsError(rule.message, { retryAfterSeconds: refused.msBeforeNext / 1000 }));
        },
      );
    };
    if (rule.method === 'GET') router.get(rule.route, counted);
    else router.post(rule.route, counted);
  }
  // Only the methods the rules name go through the router: it would answer an OPTIONS itself.
  const methods = new Set(
    limiters.flatMap(({ rule }) => (rule.method === 'GET' ? ['GET', 'HEAD'] : [rule.method])),
  );
  // Nor a path none of the routes can match: a route's literal start (before its first parameter),
  // in lower case, begins every path it matches, as the router matches literal text as it is
  // written (an encoded character is not the character), whatever its case.
  const starts = limiters.map(({ rule }) => literalStart(rule.route));
  // Express's Router is the `router` package, a router for node:http's own request and answer: it
  // sets nothing on them that Express's prototypes would provide (its typings name Express's).
  const middleware: PlainHandler = (req, res, next) => {
    if (!methods.has(req.method ?? '')) return next();
    const path = requestPath(req).toLowerCase();
    if (!starts.some((start) => path.startsWith(start))) return next();
    router(req as Request, res as Response, next);
  };
  const take = async (ruleName: string, client: string): Promise<boolean> => {
    const found = limiters.find(({ rule }) => rule.name === ruleName);
    if (!found) throw new Error(`No abuse limit named ${ruleName}`);
    try {
      await found.limiter.consume(client);
      return true;
    } catch (err) {
      if (err instanceof RateLimiterRes) countRefusal(ruleName);
      return false;
    }
  };
  return Object.assign(middleware, { take });
}

/** A route's text before its first parameter, wildcard or optional part, in lower case. */
const literalStart = (route: string): string => route.split(/[:*{(\\]/, 1)[0]!.toLowerCase();

/** Answers refused by a limit: their request line is the summary's (createHttpLogger `summarised`). */
const REFUSED = new WeakSet<ServerResponse>();
export const refusedByLimit = (res: ServerResponse): boolean => REFUSED.has(res);

/** How often a client's refusals by one limit get a line of their own. */
const SUMMARY_MS = 60_000;

/**
 * One warn line per client and limit a minute, with the refusals counted since the last one: a
 * flood of refused calls (1 250 a second in the probe) wrote a line each and slowed everyone.
 */
function refusalSummary(now: () => number = Date.now) {
  const seen = new Map<string, { since: number; count: number }>();
  return {
    add(log: Logger | undefined, rule: string, client: string) {
      const key = `${rule}\n${client}`;
      const at = now();
      const entry = seen.get(key);
      if (entry && at - entry.since < SUMMARY_MS) {
        entry.count += 1;
        return;
      }
      log?.warn({ rule, refusedSinceLastLine: entry?.count ?? 0 }, 'abuse limit reached');
      if (seen.size > 10_000) for (const [k, e] of seen) if (at - e.since >= SUMMARY_MS) seen.delete(k);
      seen.set(key, { since: at, count: 0 }); // refusals after this logged one
    },
  };
}

/**
 * Before proxying: X-Forwarded-For becomes what this gateway believes (the hops TRUST_PROXY trusts,
 * client first; nothing without it), and the proxy appends the socket's address. The services
 * trust the gateway's and private hops' X-Forwarded-For for their own limits (login, retrieval):
 * passing a client's forgery on would let it pick the address they count.
 */
export function forwardBelievedClient(trust: TrustProxy): PlainHandler {
  return (req, _res, next) => {
    const hops = believedHops(req, trust);
    if (hops.length) req.headers['x-forwarded-for'] = hops.join(', ');
    else if (req.headers['x-forwarded-for'] !== undefined) delete req.headers['x-forwarded-for'];
    next();
  };
}
