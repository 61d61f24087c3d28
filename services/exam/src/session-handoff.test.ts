// The session hand-over over real HTTP (issue 13), on PGlite and PostgreSQL: a code for the
// Exam-Session's session, claimed once for the session id; used, expired, unknown and malformed
// codes refused with nothing changed; the table holds the code's SHA-256, never the code. Expiry
// is checked by moving the service clock, not by waiting.
import { createHash } from 'node:crypto';
import { claimSessionHandoffResponseSchema, sessionHandoffResponseSchema } from '@iq/contracts';
import {
  databaseTargets,
  describeFor,
  leaksInternals,
  postJson,
  request,
  serviceUnderTest,
} from '@iq/service-common/src/testing';
import { createExamApp } from './app';
import { examMigrations } from './data-access/migrations';
import type { ExamDB } from './data-access/schema';

const T0 = Date.parse('2030-01-01T00:00:00.000Z');
const NOT_FOUND = { result: 404, message: 'Hand-over code not found, used or expired' };

type Reply = Awaited<ReturnType<typeof request>>;
const dataOf = (res: Reply) => (res.body as { data: unknown }).data;

describe.each(databaseTargets())('session hand-over on $name', (target) => {
  describeFor(target)('', () => {
    let clockMs = T0;
    const service = serviceUnderTest<ExamDB>(target, 'exam', examMigrations, (database) =>
      createExamApp({ database, now: () => new Date(clockMs) }),
    );
    const bodies: string[] = [];

    const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
      const res = await postJson(`${service.url}${path}`, body, headers);
      bodies.push(res.text);
      return res;
    };
    const start = async () => {
      const res = await post('/exam/session/start', { examId: 1, code: 'web' });
      expect(res.status).toBe(200);
      return (dataOf(res) as { sessionId: string }).sessionId;
    };
    const handoff = (session?: string) =>
      post('/exam/session/handoff', {}, session === undefined ? {} : { 'Exam-Session': session });
    const newCode = async (session: string) => {
      const res = await handoff(session);
      expect(res.status).toBe(200);
      return sessionHandoffResponseSchema.parse(dataOf(res));
    };
    const claim = (body: unknown) => post('/exam/session/handoff/claim', body);
    const rows = () =>
      service.database.db
        .selectFrom('session_handoffs')
        .select(['code_hash', 'session_id', 'created_at', 'expires_at', 'claimed_at'])
        .orderBy('created_at')
        .orderBy('code_hash')
        .execute();

    beforeEach(async () => {
      clockMs = T0;
      await service.database.db.deleteFrom('session_handoffs').execute();
    });
    afterAll(() => {
      for (const text of bodies) expect(leaksInternals(text)).toBe(false);
    });

    test('a code for the session, claimed once; the table keeps its SHA-256 only', async () => {
      const session = await start();
      const { code, expiresInSeconds } = await newCode(session);
      expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes, base64url
      expect(expiresInSeconds).toBe(900);
      expect(code).not.toBe(session);

      const stored = await rows();
      expect(stored).toEqual([
        {
          code_hash: createHash('sha256').update(code).digest('hex'),
          session_id: session,
          created_at: new Date('2030-01-01T00:00:00.000Z'),
          expires_at: new Date('2030-01-01T00:15:00.000Z'),
          claimed_at: null,
        },
      ]);
      const dump = JSON.stringify(stored);
      expect(dump).not.toContain(code);

      clockMs += 60_000;
      const claimed = await claim({ code });
      expect(claimed.status).toBe(200);
      expect(claimSessionHandoffResponseSchema.parse(dataOf(claimed))).toEqual({ sessionId: session });
      expect((await rows())[0]!.claimed_at).toEqual(new Date('2030-01-01T00:01:00.000Z'));

      // The claimed session id works as the Exam-Session of the new tab.
      const state = await request(`${service.url}/exam/session/state`, {
        headers: { 'Exam-Session': session },
      });
      expect(state.status).toBe(200);

      // One use: the second claim is refused and changes nothing.
      const before = await rows();
      const again = await claim({ code });
      expect({ status: again.status, body: again.body }).toEqual({ status: 404, body: NOT_FOUND });
      expect(await rows()).toEqual(before);
    });

    test('valid for 15 minutes: a second before the end it works, at the end it does not', async () => {
      const session = await start();
      const early = await newCode(session);
      const late = await newCode(session);
      clockMs = T0 + 900_000 - 1000;
      expect((await claim({ code: early.code })).status).toBe(200);
      clockMs = T0 + 900_000;
      const before = await rows();
      const expired = await claim({ code: late.code });
      expect({ status: expired.status, body: expired.body }).toEqual({ status: 404, body: NOT_FOUND });
      expect(await rows()).toEqual(before);
    });

    test('codes for the same session coexist, each claimed once', async () => {
      const session = await start();
      const first = await newCode(session);
      const second = await newCode(session);
      expect(first.code).not.toBe(second.code);
      expect(dataOf(await claim({ code: second.code }))).toEqual({ sessionId: session });
      expect(dataOf(await claim({ code: first.code }))).toEqual({ sessionId: session });
      expect((await claim({ code: first.code })).status).toBe(404);
    });

    test('a code claims its own session only', async () => {
      const mine = await start();
      const other = await start();
      // The other session's codes issued before and after mine: the lookup is by the code alone.
      const before = (await newCode(other)).code;
      const code = (await newCode(mine)).code;
      const after = (await newCode(other)).code;
      expect(dataOf(await claim({ code }))).toEqual({ sessionId: mine });
      expect(dataOf(await claim({ code: after }))).toEqual({ sessionId: other });
      expect(dataOf(await claim({ code: before }))).toEqual({ sessionId: other });
    });

    test('refusals: the session routes’ envelope, and nothing written', async () => {
      const session = await start();
      const { code } = await newCode(session);
      const before = await rows();
      const raw = (path: string, body: string) =>
        post(path, body, { 'content-type': 'application/json' }).then((res) => res);
      const cases: [Promise<Reply>, number, string | RegExp][] = [
        [handoff(), 400, 'Missing Exam-Session header'],
        [handoff('not-a-session'), 404, 'Exam session not found'],
        [handoff('x'.repeat(500)), 404, 'Exam session not found'],
        [claim({}), 400, /^code: /],
        [claim({ code: 'short' }), 400, /^code: /],
        [claim({ code: `${code.slice(0, 42)}=` }), 400, /^code: /],
        [claim({ code: 42 }), 400, /^code: /],
        [claim({ code, extra: 1 }), 400, /^body: |Unrecognized/],
        [raw('/exam/session/handoff/claim', '{"code":'), 400, 'Malformed JSON body'],
        // Well formed but never issued (its last character changed).
        [claim({ code: `${code.slice(0, 42)}${code.endsWith('A') ? 'B' : 'A'}` }), 404, NOT_FOUND.message],
        // The session id itself is not a code.
        [claim({ code: session }), 404, NOT_FOUND.message],
      ];
      for (const [pending, status, message] of cases) {
        const res = await pending;
        expect({ status: res.status, body: res.body }).toEqual({
          status,
          body: {
            result: status,
            message: typeof message === 'string' ? message : expect.stringMatching(message),
          },
        });
      }
      expect(await rows()).toEqual(before);
      // And the code that was issued still works after all that.
      expect(dataOf(await claim({ code }))).toEqual({ sessionId: session });
    });
  });
});
