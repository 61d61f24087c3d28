import { Writable } from 'node:stream';
import fc from 'fast-check';
import pino from 'pino';
import { createLogger, maskUrl, REDACT_PATHS } from './logger';

/** Raw lines written to a stream (what a log collector receives). */
function rawCapture() {
  const raw: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(chunk.toString());
      done();
    },
  });
  return { raw, destination };
}

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger('test', { destination }) };
}

describe('logger', () => {
  test('redacts passwords, card numbers, codes, tokens, cookies and authorization', () => {
    const { lines, logger } = capture();
    logger.info(
      {
        password: 'p1',
        body: { password: 'p2', cardNumber: '4242424242424242', code: '123456', email: 'a@b.c' },
        user: { profile: { token: 't1' } },
        req: { headers: { cookie: 'sid=1', authorization: 'Bearer x', 'exam-session': 's' } },
        verifyCode: '9999',
      },
      'hello',
    );
    const text = JSON.stringify(lines);
    for (const secret of [
      'p1',
      'p2',
      '4242424242424242',
      '123456',
      't1',
      'sid=1',
      'Bearer x',
      '9999',
      '"s"',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('a@b.c'); // not a secret at this depth; never logged by the request logger
    expect(lines[0]).toMatchObject({ msg: 'hello', service: 'test', password: '[redacted]' });
  });

  test("redacts exactly as pino's own redaction of REDACT_PATHS, line for line (bindings too)", () => {
    // The independent method: pino configured with the same paths and nothing of logger.ts.
    const key = fc.constantFrom(
      ...REDACT_PATHS.filter((path) => !/[.[*]/.test(path)),
      'body',
      'query',
      'req',
      'res',
      'headers',
      'exam-session',
      'set-cookie',
      'email',
      'err',
      'msgs',
      '0',
      'x',
    );
    const leaf = fc.oneof(fc.string({ maxLength: 4 }), fc.integer(), fc.boolean(), fc.constant(null));
    const { tree } = fc.letrec((tie) => ({
      tree: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        leaf,
        fc.array(tie('tree'), { maxLength: 3 }),
        fc.dictionary(key, tie('tree'), { maxKeys: 5, noNullPrototype: true }),
      ),
    }));
    const bag = fc.dictionary(key, tree, { maxKeys: 6, noNullPrototype: true });
    // Request- and response-shaped values too, where the exact paths (req.headers["exam-session"] …) lie.
    const exchange = fc.record(
      {
        req: fc.record({ headers: bag, body: bag, query: bag }, { requiredKeys: [] }),
        res: fc.record({ headers: bag }, { requiredKeys: [] }),
        body: bag,
        query: bag,
      },
      { requiredKeys: [] },
    );
    const line = fc.oneof(
      bag,
      exchange.chain((shaped) => bag.map((more) => ({ ...more, ...shaped }))),
    );
    const withoutTime = (text: string) => text.replace(/,"time":\d+/, '');
    fc.assert(
      fc.property(line, line, (bindings, fields) => {
        const before = JSON.stringify([bindings, fields]);
        const ours = rawCapture();
        createLogger('test', { destination: ours.destination }).child(bindings).info(fields, 'm');
        expect(JSON.stringify([bindings, fields])).toBe(before); // the caller's objects untouched
        const theirs = rawCapture();
        pino(
          {
            name: 'test',
            level: 'info',
            redact: { paths: REDACT_PATHS, censor: '[redacted]' },
            base: { service: 'test' },
          },
          theirs.destination,
        )
          .child(bindings)
          .info(fields, 'm');
        expect(ours.raw.map(withoutTime)).toEqual(theirs.raw.map(withoutTime));
      }),
      { numRuns: 1000 },
    );
  });

  test('redacts secrets an error carries (after the err serializer, its cause included)', () => {
    const { lines, logger } = capture();
    const cause = Object.assign(new Error('inner'), { password: 'pw-9' });
    logger.error({ err: Object.assign(new Error('outer', { cause }), { token: 'tk-9' }) }, 'failed');
    const text = JSON.stringify(lines);
    expect(text).toContain('outer');
    expect(text).toContain('inner');
    expect(text).not.toContain('pw-9');
    expect(text).not.toContain('tk-9');
  });

  test('keeps error codes', () => {
    const { lines, logger } = capture();
    logger.error({ err: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }) }, 'upstream');
    expect(JSON.stringify(lines)).toContain('ECONNREFUSED');
  });

  test('masks secret-looking query values in URLs', () => {
    expect(maskUrl('/email/captcha/send?email=a%40b.c&hl=en&code=123')).toBe(
      '/email/captcha/send?email=%5Bredacted%5D&hl=en&code=%5Bredacted%5D',
    );
    expect(maskUrl('/exam/info/1')).toBe('/exam/info/1');
    // The in-app browser's hand-over link carries a one-use session code.
    expect(maskUrl('/paying/payment/web-1?sku=sku2&handoff=Zm9vYmFyYmF6')).toBe(
      '/paying/payment/web-1?sku=sku2&handoff=%5Bredacted%5D',
    );
  });

  test('shortens capability path segments: order numbers, share tokens, signed links, certificate codes', () => {
    expect(maskUrl('/exam/order/info/ywG-pwwXq9hvzHuFj8ee7w')).toBe('/exam/order/info/ywG-…');
    expect(maskUrl('/exam/order/file/eyJrIjoiYWJjZGVmZ2hpams.c2lnbmF0dXJlX3NpZ25hdHVyZQ')).toBe(
      '/exam/order/file/eyJr…',
    );
    expect(maskUrl('/verify/ABCD-EFGH-JKMN')).toBe('/verify/ABCD…');
    expect(maskUrl('/report/result/web-1?orderNumber=ywG-pwwXq9hvzHuFj8ee7w&hl=en')).toBe(
      '/report/result/web-1?orderNumber=%5Bredacted%5D&hl=en',
    );
    // Content-hashed remote versions and file names stay readable.
    expect(maskUrl('/remotes/landing/996040189cf2/static/js/Home.1a2b3c4d.js')).toBe(
      '/remotes/landing/996040189cf2/static/js/Home.1a2b3c4d.js',
    );
  });
});
