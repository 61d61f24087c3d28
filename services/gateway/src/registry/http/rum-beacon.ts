// POST /api/rum (issue 41): the shell's page-view beacon, answered by the gateway itself on the API
// lane before the proxy (no service behind it). A beacon is small, first-party and anonymous: it
// is read up to RUM_MAX_BYTES (text/plain, as navigator.sendBeacon sends a string, or JSON),
// validated, limited per client, sampled and counted in memory (jobs/rum-recorder.ts). Anything
// malformed gets a 4xx envelope and changes nothing; nothing of the request (cookies, address)
// is kept. Without the registry the beacon is checked and dropped, so a shell never sees a 404.
// One beacon carries a document's page views; an accepted one gets no log line of its own (the
// recorder's flush line sums them up): the line was a third of a beacon's cost (bench:load).
import {
  BadRequestError,
  ForbiddenError,
  headerOf,
  PayloadTooLargeError,
  requestPath,
  sendError,
  sendJson,
  TooManyRequestsError,
  validate,
  type PlainHandler,
} from '@iq/service-common';
import { RESULT_OK, RUM_MAX_BYTES, RUM_PATH, type RumBeacon } from '@iq/contracts';
import { rumBeaconSchema } from '../contract';
import type { RumRecorder } from '../jobs/rum-recorder';
import type { ServerResponse } from 'node:http';

/** The beacon's path below the /api mount. */
const BELOW_MOUNT = RUM_PATH.replace(/^\/api/, '').toLowerCase();
const TOO_LARGE = `Beacon too large (limit ${RUM_MAX_BYTES} bytes)`;
const MEDIA_TYPES = new Set(['text/plain', 'application/json']);

// Kept beside the answer, not on it: node:http's objects stay as node:http made them.
const ACCEPTED = new WeakSet<ServerResponse>();

/** True for a beacon answered 202: its line is the recorder's summary (the gateway's logLine). */
export const acceptedBeacon = (res: ServerResponse): boolean => ACCEPTED.has(res);

export interface RumBeaconDeps {
  /** Null without the registry: validated, answered, dropped. */
  recorder: RumRecorder | null;
  /** True when the client may send another beacon now (the abuse limit `rum`). */
  allow: (req: Parameters<PlainHandler>[0]) => Promise<boolean>;
  /** The site's own origins for this request (PUBLIC_URL's and the request's Host). */
  ownOrigins: (req: Parameters<PlainHandler>[0]) => readonly string[];
}

/** Reads the body up to `limit` bytes; null when it is longer. */
function readCapped(req: Parameters<PlainHandler>[0], limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        resolve(null);
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** True for the beacon's path below the mount, in any letter case, with a trailing slash or not. */
function isBeaconPath(path: string): boolean {
  const end = path.endsWith('/') ? path.length - 1 : path.length;
  return end === BELOW_MOUNT.length && path.slice(0, end).toLowerCase() === BELOW_MOUNT;
}

/**
 * The handler for the API lane (app.ts puts it before the proxy): the beacon's path is answered
 * here, anything else passes on at once. Only the beacon's own answer is asynchronous: the other
 * calls, most of the gateway's, make no promise here.
 */
export function rumBeacon(deps: RumBeaconDeps): PlainHandler {
  const answer = answerBeacon(deps);
  return (req, res, next) => (isBeaconPath(requestPath(req)) ? answer(req, res) : next());
}

function answerBeacon(deps: RumBeaconDeps) {
  return async (req: Parameters<PlainHandler>[0], res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return sendError(res, 405, `Method Not Allowed: ${req.method ?? ''} (allowed: POST)`);
    }
    res.setHeader('Cache-Control', 'no-store');
    // Another site's page may post text/plain without a preflight: only our own pages count.
    const origin = headerOf(req, 'origin');
    const site = headerOf(req, 'sec-fetch-site');
    if ((origin && !deps.ownOrigins(req).includes(origin)) || (site && site !== 'same-origin'))
      throw new ForbiddenError('Beacons are accepted from this site’s own pages only');
    const type = (headerOf(req, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!MEDIA_TYPES.has(type))
      return sendError(res, 415, 'Unsupported Media Type: send the beacon as text/plain or application/json');
    if (Number(headerOf(req, 'content-length') ?? 0) > RUM_MAX_BYTES) {
      res.setHeader('Connection', 'close');
      throw new PayloadTooLargeError(TOO_LARGE);
    }
    if (!(await deps.allow(req)))
      throw new TooManyRequestsError('Too many beacons from your connection', { retryAfterSeconds: 60 });
    const body = await readCapped(req, RUM_MAX_BYTES);
    if (body === null) {
      res.setHeader('Connection', 'close');
      throw new PayloadTooLargeError(TOO_LARGE);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      throw new BadRequestError('The beacon is not valid JSON');
    }
    const beacon = validate(rumBeaconSchema, parsed) as RumBeacon;
    const recorded = deps.recorder ? await deps.recorder.record(beacon) : false;
    ACCEPTED.add(res);
    sendJson(res, 202, { result: RESULT_OK, data: { recorded } });
  };
}
