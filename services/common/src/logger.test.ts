import { Writable } from 'node:stream';
import { createLogger, maskUrl } from './logger';

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
