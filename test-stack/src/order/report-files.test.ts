// Report files over real HTTP against the REAL exam service (issue 8): what each tier may
// download, generating then ready, signed expiring links, the cache, failures. The renderer is
// a stub here (testing/stub-report-files.ts). PGlite and PostgreSQL.
import { fileDownloadResponseSchema, type FileDownloadResponse } from '@iq/contracts';
import {
  databaseTargets,
  describeFor,
  leaksInternals,
  postJson,
  request,
} from '@iq/service-common/src/testing';
import { dataOf, examAndOrderUnderTest, unpaidOrder } from '../kits/endpoint-kit';
import {
  confirmedSession,
  countRows,
  orderServiceUnderTest,
  paidOrder,
  servicePath,
} from '../kits/order-test-kit';
import { stubReportFiles } from '@iq/order-service/src/testing/stub-report-files';

describe.each(databaseTargets())('report files on $name', (target) => {
  describeFor(target)('', () => {
    const stub = stubReportFiles();
    let clockOffset = 0;
    const { exam, order } = examAndOrderUnderTest(target, {
      reportFiles: stub.files,
      fileWaitMs: 1000,
      now: () => new Date(Date.now() + clockOffset),
    });
    // The same service without a renderer.
    const bare = orderServiceUnderTest(target, exam);
    const bodies: string[] = [];

    const ask = async (body: unknown, base = order.url) => {
      const res = await postJson(`${base}/exam/order/file/down/info`, body);
      bodies.push(res.text);
      return res;
    };
    const askFile = async (orderNumber: string, file: string, hl?: string): Promise<FileDownloadResponse> => {
      const res = await ask({ orderNumber, file, ...(hl ? { hl } : {}) });
      expect(res.status).toBe(200);
      return fileDownloadResponseSchema.parse(dataOf(res));
    };
    const download = (url: string) => fetch(`${order.url}${servicePath(url)}`);

    test('sku1 report: generating while it renders (other requests unaffected), then a signed link; the second ask is instant', async () => {
      const session = await confirmedSession(exam.url, 1, 51);
      const { orderNumber } = await paidOrder(order.url, session, { skuId: 'sku1' });
      const release = stub.hold();
      const first = await askFile(orderNumber, 'report');
      expect(first).toEqual({
        state: 'generating',
        url: null,
        fileName: `${orderNumber}.pdf`,
        expiresAt: null,
        retryAfterSeconds: 3,
      });
      // Asking again while it renders starts nothing new.
      expect((await askFile(orderNumber, 'report')).state).toBe('generating');
      expect(stub.calls.filter((c) => c.kind === 'report')).toHaveLength(1);
      // The render holds no request: the report view answers meanwhile.
      expect((await request(`${order.url}/exam/order/info/${orderNumber}`)).status).toBe(200);
      release();

      const ready = await askFile(orderNumber, 'report');
      expect(ready).toMatchObject({
        state: 'ready',
        fileName: `${orderNumber}.pdf`,
        retryAfterSeconds: null,
      });
      expect(ready.url).toMatch(/^\/api\/exam\/order\/file\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
      expect(ready.url).not.toContain(orderNumber);
      const expires = Date.parse(ready.expiresAt!) - Date.now();
      expect(expires).toBeGreaterThan(9 * 60_000);
      expect(expires).toBeLessThanOrEqual(10 * 60_000);

      const res = await download(ready.url!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${orderNumber}.pdf"`);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

      // What the renderer was given: the report as the owner sees it, no analysis on sku1.
      const call = stub.calls.find((c) => c.kind === 'report' && c.input.report.orderNumber === orderNumber)!;
      expect(call).toMatchObject({
        locale: 'en-US',
        input: { questions: null, report: { skuId: 'sku1', state: 'completed' } },
      });

      // Cached: a new link at once, no new render.
      const renders = stub.calls.length;
      const again = await askFile(orderNumber, 'report');
      expect(again.state).toBe('ready');
      expect(stub.calls).toHaveLength(renders);
      expect(Buffer.from(await (await download(again.url!)).arrayBuffer())).toEqual(bytes);

      // Another locale is another file.
      expect((await askFile(orderNumber, 'report', 'ja')).state).toBe('ready');
      expect(stub.calls.at(-1)).toMatchObject({ kind: 'report', locale: 'ja-JP' });
    });

    test('what the tier does not include is a 403; unpaid 403; unknown 404; bad input 400; nothing written', async () => {
      const session = await confirmedSession(exam.url, 1, 53);
      const { orderNumber } = await paidOrder(order.url, session, { skuId: 'sku2' });
      const unpaid = await unpaidOrder(order.url, await confirmedSession(exam.url, 1, 55), { skuId: 'sku3' });
      // The first view keeps the session's score (a read-through copy); after that, refusals write nothing.
      expect((await request(`${order.url}/exam/order/info/${orderNumber}`)).status).toBe(200);
      const before = await countRows(order.database.db);
      const cases: [unknown, number, string | RegExp][] = [
        [
          { orderNumber, file: 'certificate-pdf' },
          403,
          'This is not included in your report: it comes with sku3 and above',
        ],
        [{ orderNumber, file: 'certificate-png' }, 403, /comes with sku3/],
        [{ orderNumber: unpaid, file: 'report' }, 403, /comes with sku1/],
        [{ orderNumber: 'Q'.repeat(22), file: 'report' }, 404, 'Order not found'],
        [{ orderNumber: 'nope', file: 'report' }, 404, 'Order not found'],
        [{ orderNumber, file: 'report.exe' }, 400, /^file: /],
        [{ orderNumber, file: 'report', hl: 'x'.repeat(17) }, 400, /^hl: /],
        [{ orderNumber, file: 'report', extra: 1 }, 400, /extra/],
        [{ orderNumber }, 400, /^file: /],
        [[orderNumber], 400, /^body: /],
      ];
      for (const [body, status, message] of cases) {
        const res = await ask(body);
        expect({ status: res.status, body: res.body }).toEqual({
          status,
          body: {
            result: status,
            message: typeof message === 'string' ? message : expect.stringMatching(message),
          },
        });
      }
      expect(await countRows(order.database.db)).toEqual(before);
    });

    test('sku2 report carries the analysis; sku3 certificate as PDF and PNG with the verification code', async () => {
      const session2 = await confirmedSession(exam.url, 1, 57);
      const sku2 = await paidOrder(order.url, session2, { skuId: 'sku2' });
      expect((await askFile(sku2.orderNumber, 'report')).state).toBe('ready');
      const call = stub.calls.find(
        (c) => c.kind === 'report' && c.input.report.orderNumber === sku2.orderNumber,
      )!;
      if (call.kind !== 'report') throw new Error('not a report');
      expect(call.input.questions?.questions).toHaveLength(30);

      const session3 = await confirmedSession(exam.url, 1, 59);
      const sku3 = await paidOrder(order.url, session3, { skuId: 'sku3' });
      const info = dataOf<{
        certificate: { code: string };
        iq: { score: number; band: string; bound: string | null; measurable: object };
        completedAt: string;
      }>(await request(`${order.url}/exam/order/info/${sku3.orderNumber}`));
      const code = info.certificate.code;
      const png = await askFile(sku3.orderNumber, 'certificate-png');
      expect(png).toMatchObject({ state: 'ready', fileName: `certificate-${code}.png` });
      const res = await download(png.url!);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="certificate-${code}.png"`);
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
      const pdf = await askFile(sku3.orderNumber, 'certificate-pdf');
      expect(pdf.fileName).toBe(`certificate-${code}.pdf`);
      const certificateCall = stub.calls.find((c) => c.kind === 'certificate-pdf')!;
      expect(certificateCall.input).toEqual({
        name: '',
        band: info.iq.band,
        score: info.iq.score,
        bound: info.iq.bound,
        measurable: info.iq.measurable,
        completedAt: info.completedAt,
        verificationCode: code.match(/.{4}/g)!.join('-'),
        verifyUrl: `http://localhost:8080/verify/${code}`,
      });
    });

    test('a tampered, truncated or expired link is refused (403) and serves nothing', async () => {
      const session = await confirmedSession(exam.url, 1, 61);
      const { orderNumber } = await paidOrder(order.url, session, { skuId: 'sku1' });
      const { url } = await askFile(orderNumber, 'report');
      const token = url!.split('/').pop()!;
      const [payload, signature] = token.split('.') as [string, string];
      const flip = (s: string, at: number) => s.slice(0, at) + (s[at] === 'A' ? 'B' : 'A') + s.slice(at + 1);
      const forged = Buffer.from(JSON.stringify({ k: 'f'.repeat(64), e: 4102444800 })).toString('base64url');
      const invalid = [
        `${flip(payload, 5)}.${signature}`,
        `${payload}.${flip(signature, 3)}`,
        `${forged}.${signature}`,
        payload,
        `${payload}.${signature}.x`,
        `${payload}.`,
        'not-a-token',
      ];
      for (const bad of invalid) {
        const res = await request(`${order.url}/exam/order/file/${encodeURIComponent(bad)}`);
        bodies.push(res.text);
        expect(res).toMatchObject({
          status: 403,
          body: { result: 403, message: 'This download link is not valid' },
        });
      }
      expect((await request(`${order.url}/exam/order/file/${token}`)).status).toBe(200);
      clockOffset = 10 * 60_000 + 1000;
      try {
        const expired = await request(`${order.url}/exam/order/file/${token}`);
        bodies.push(expired.text);
        expect(expired).toMatchObject({
          status: 403,
          body: { result: 403, message: 'This download link has expired: ask for a new one' },
        });
        // A new ask gives a new link that works.
        const fresh = await askFile(orderNumber, 'report');
        expect((await download(fresh.url!)).status).toBe(200);
      } finally {
        clockOffset = 0;
      }
    });

    test('a render that keeps failing: retried, then a 503; no renderer at all: 503', async () => {
      const session = await confirmedSession(exam.url, 1, 63);
      const { orderNumber } = await paidOrder(order.url, session, { skuId: 'sku1' });
      stub.failNext(3);
      expect((await askFile(orderNumber, 'report')).state).toBe('generating');
      expect((await askFile(orderNumber, 'report')).state).toBe('generating');
      const third = await ask({ orderNumber, file: 'report' });
      expect(third).toMatchObject({
        status: 503,
        body: { result: 503, message: 'The file could not be generated. Please try again later.' },
      });

      const elsewhere = await paidOrder(bare.url, session, { skuId: 'sku1' });
      expect(await ask({ orderNumber: elsewhere.orderNumber, file: 'report' }, bare.url)).toMatchObject({
        status: 503,
        body: { result: 503, message: 'File downloads are not available right now. Please try again later.' },
      });
    });

    test('no stack traces in any body', () => {
      for (const text of bodies) expect(leaksInternals(text)).toBe(false);
    });
  });
});
