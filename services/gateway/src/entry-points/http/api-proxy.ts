// /api/* → exam | order | user by the prefix table; `beforeProxy` (the session identity) runs on
// every call that is proxied. A Content-Length above 1 MB is refused before anything is
// forwarded; the rest is the gateway's one forwarder (forward.ts): the body streamed and capped,
// the answer as the service gave it with X-Frame-Options from its CSP, several instances in turn.
// Cache-Control is `no-store` unless the service chose its own (answers carry session data).
import type { ServerResponse } from 'node:http';
import {
  NotFoundError,
  requestPath,
  sendError,
  type PlainHandler,
  type ServiceName,
} from '@iq/service-common';
import { serviceForApiPath } from '../../domain/api-routes';
import { createForwarder, MAX_BODY_BYTES, TOO_LARGE, type Compression, type Forwarder } from './forward';

export { MAX_BODY_BYTES };

/**
 * True for a path the /api mount routes here (Express matches mounts whatever their case): the
 * app leaves compressing those answers to the proxy.
 */
export const isApiPath = (path: string): boolean => /^\/api(?:\/|$)/i.test(path);

/** Compression for answers that may be large (app.ts): the middleware, and the size it starts at. */
export type ApiCompression = Compression;

/** The service each answer's call goes to, once its checks have chosen it. */
const SERVICE_OF = new WeakMap<ServerResponse, ServiceName>();

/** True for an answer to a call this proxy sent on to a service (set before the call's checks). */
export const isProxiedCall = (res: ServerResponse): boolean => SERVICE_OF.has(res);

/**
 * The handlers of a call under /api (their paths below the mount), in order: the checks of its
 * service and size, `beforeProxy`, the forwarding. Plain node:http handlers: app.ts mounts them
 * both on the app's router and on the API lane (api-front.ts).
 */
export function apiProxy(
  serviceUrls: Record<ServiceName, string>,
  proxyTimeoutMs: number,
  beforeProxy: PlainHandler[] = [],
  compression?: ApiCompression,
): PlainHandler[] {
  const services = Object.fromEntries(
    (Object.keys(serviceUrls) as ServiceName[]).map((service) => [
      service,
      createForwarder(service, serviceUrls[service], proxyTimeoutMs),
    ]),
  ) as Record<ServiceName, Forwarder>;

  const checked: PlainHandler = (req, res, next) => {
    // Every answer from here on, the gateway's own envelopes included; a service's own
    // Cache-Control replaces it (the upstream's headers are copied over ours).
    res.setHeader('Cache-Control', 'no-store');

    const path = requestPath(req); // mounted at /api: the path has /api stripped
    const service = serviceForApiPath(path);
    if (!service) return next(new NotFoundError(`Not Found: /api${path.slice(0, 200)}`));
    // Refused before anything is read or forwarded; the connection closes rather than read the rest.
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      res.setHeader('Connection', 'close');
      return sendError(res, 413, TOO_LARGE);
    }
    SERVICE_OF.set(res, service);
    next();
  };
  const proxied: PlainHandler = (req, res) => {
    services[SERVICE_OF.get(res) as ServiceName](req, res, compression);
  };
  return [checked, ...beforeProxy, proxied];
}
