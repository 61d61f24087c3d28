// The request histogram's observer (issue 42): one listener per request, the route template read
// when the answer is over. Cheap on the hot path: performance.now() (a double, no BigInt), one
// closure, and a child observer per (method, route, status class) looked up in nested maps, so
// no label object or key string is built per request.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { PlainHandler } from '../plain-http';
import type { ProcessMetrics } from './process-metrics';

/**
 * The route template of an answered request: never its raw path (ids would make a series each).
 * `url` is req.url as the request arrived (routers mounted on a path rewrite it while they run).
 */
export type RouteOf = (req: IncomingMessage, res: ServerResponse, url: string) => string;

/** The label of an answer no route took: a 404, an early refusal (405, 413, 421), a page middleware. */
export const UNROUTED = 'unrouted';

/** Express's route template (`req.route.path`, set by the route that answered), else UNROUTED. */
export const expressRoute: RouteOf = (req) => {
  const route = (req as IncomingMessage & { route?: { path?: unknown } }).route;
  const path = route?.path;
  return typeof path === 'string' ? path : path === undefined ? UNROUTED : String(path);
};

// Client-controlled: any other method is one label, whatever Node's parser accepted.
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const STATUS_CLASSES = ['1xx', '1xx', '2xx', '3xx', '4xx', '5xx'];

type Observe = (seconds: number) => void;

export function requestMetrics(metrics: ProcessMetrics, routeOf: RouteOf = expressRoute): PlainHandler {
  const histogram = metrics.requestDuration;
  const byMethod = new Map<string, Map<string, Map<string, Observe>>>();
  const observerOf = (method: string, route: string, statusClass: string): Observe => {
    let byRoute = byMethod.get(method);
    if (!byRoute) byMethod.set(method, (byRoute = new Map()));
    let byStatus = byRoute.get(route);
    if (!byStatus) byRoute.set(route, (byStatus = new Map()));
    let observe = byStatus.get(statusClass);
    if (!observe) {
      const child = histogram.labels({ method, route, status_class: statusClass });
      byStatus.set(statusClass, (observe = (seconds) => child.observe(seconds)));
    }
    return observe;
  };
  return (req, res, next) => {
    const started = performance.now();
    const url = req.url ?? '/';
    // 'close' comes once, after 'finish' or when the connection went first (then: aborted).
    res.on('close', () => {
      const method = METHODS.has(req.method ?? '') ? (req.method as string) : 'OTHER';
      const statusClass = res.writableFinished
        ? (STATUS_CLASSES[Math.floor(res.statusCode / 100)] ?? '5xx')
        : 'aborted';
      observerOf(method, routeOf(req, res, url), statusClass)((performance.now() - started) / 1000);
    });
    next();
  };
}
