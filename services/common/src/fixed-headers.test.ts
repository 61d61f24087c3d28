// fixedHeaders (issue 15, load): helmet's headers taken once and replayed must be exactly the ones
// helmet itself sets on a live answer, compared header by header over HTTP; a middleware whose
// headers could depend on the request is refused when the app is made, not served wrongly.
import express, { type RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { startServer } from './testing';
import { fixedHeaders } from './fixed-headers';

// Per connection or per moment, not the middleware's.
const VARYING = new Set(['date', 'connection', 'keep-alive', 'content-length', 'etag']);

async function headersOf(headerMiddleware: RequestHandler): Promise<Record<string, string>> {
  const app = express(); // X-Powered-By left on: helmet removes it
  app.use(headerMiddleware);
  app.get('/', (_req, res) => {
    res.json({ ok: true });
  });
  const server = await startServer(app);
  try {
    const res = await fetch(server.url);
    await res.arrayBuffer();
    return Object.fromEntries([...res.headers].filter(([name]) => !VARYING.has(name)));
  } finally {
    await server.close();
  }
}

const OPTIONS: Record<string, HelmetOptions> = {
  defaults: {},
  'a service (JSON only)': {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    frameguard: { action: 'deny' },
  },
  'the gateway (pages)': {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://www.googletagmanager.com'],
        frameAncestors: ["'none'"],
      },
    },
    xFrameOptions: { action: 'deny' },
  },
};

describe('fixedHeaders', () => {
  test.each(Object.keys(OPTIONS))('sets what helmet sets, header for header: %s', async (name) => {
    const options = OPTIONS[name];
    const helmets = await headersOf(helmet(options));
    const fixed = await headersOf(fixedHeaders(helmet(options)));
    expect(helmets['content-security-policy']).toBeDefined();
    expect(helmets['x-powered-by']).toBeUndefined();
    expect(fixed).toEqual(helmets);
  });

  test('a policy computed per request is refused when the app is made', () => {
    const perRequest = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [(req) => `'nonce-${String((req as { nonce?: string }).nonce)}'`],
        },
      },
    });
    expect(() => fixedHeaders(perRequest)).toThrow(/reads the request's nonce/);
  });

  test('a middleware that does more than set headers, or waits, is refused', () => {
    const status: RequestHandler = (_req, res, next) => {
      res.status(200);
      next();
    };
    const waits: RequestHandler = (_req, _res, next) => void setTimeout(next, 0);
    expect(() => fixedHeaders(status)).toThrow(/uses the answer's status/);
    expect(() => fixedHeaders(waits)).toThrow(/did not pass the request on at once/);
  });
});
