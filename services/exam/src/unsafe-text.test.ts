// Issue 15: a control character or an unpaired surrogate in a request's text is a 400 naming the
// field, and nothing is stored (a NUL was a 500 from PostgreSQL, a lone surrogate became U+FFFD).
// Over real HTTP, on PGlite and PostgreSQL.
import { examSessionStateSchema, startExamSessionResponseSchema } from '@iq/contracts';
import {
  databaseTargets,
  describeFor,
  postJson,
  request,
  serviceUnderTest,
} from '@iq/service-common/src/testing';
import { createExamApp } from './app';
import { examMigrations } from './data-access/migrations';
import type { ExamDB } from './data-access/schema';

type Reply = Awaited<ReturnType<typeof request>>;
const dataOf = (res: Reply) => (res.body as { data: unknown }).data;

describe.each(databaseTargets())('exam service refuses unsafe text on $name', (target) => {
  describeFor(target)('', () => {
    const service = serviceUnderTest<ExamDB>(target, 'exam', examMigrations, (database) =>
      createExamApp({ database, config: { timeLimitSeconds: 900, minSecondsPerItem: 2 } }),
    );
    const post = (path: string, body: unknown, session?: string) =>
      postJson(`${service.url}${path}`, body, session === undefined ? {} : { 'Exam-Session': session });
    const storedEmail = async (session: string) => {
      const res = await request(`${service.url}/exam/session/state`, {
        headers: { 'Exam-Session': session },
      });
      expect(res.status).toBe(200);
      return examSessionStateSchema.parse(dataOf(res)).email;
    };

    test('POST /exam/session/email with a NUL or a lone surrogate: 400 naming email, the stored address unchanged', async () => {
      const started = await post('/exam/session/start', { examId: 1, code: 'web' });
      expect(started.status).toBe(200);
      const { sessionId } = startExamSessionResponseSchema.parse(dataOf(started));
      expect(
        (await request(`${service.url}/exam/question/list/1/en`, { headers: { 'Exam-Session': sessionId } }))
          .status,
      ).toBe(200);
      expect((await post('/exam/session/confirm', {}, sessionId)).status).toBe(200);
      expect((await post('/exam/session/email', { email: 'first@example.com' }, sessionId)).status).toBe(200);

      for (const email of [
        'a\u0000b@example.com',
        '\ud800@example.com',
        'a@example.com\udc00',
        'a\u0085b@example.com',
      ]) {
        const res = await post('/exam/session/email', { email }, sessionId);
        expect(res).toMatchObject({
          status: 400,
          body: {
            result: 400,
            message: expect.stringMatching(/^email: must not contain control characters/),
          },
        });
        expect(await storedEmail(sessionId)).toBe('first@example.com');
      }
      // The raw JSON a probe sends (escapes, not characters), as the issue reports it.
      const raw = await post('/exam/session/email', '{"email":"a\\u0000b@example.com"}', sessionId);
      expect(raw).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^email: /) } });
      // A key holding a control character is refused too, without echoing it.
      const key = await post('/exam/session/email', { email: 'x@example.com', 'e\u0000': 1 }, sessionId);
      expect(key).toMatchObject({ status: 400 });
      expect(key.text).not.toContain('\\u0000');
      expect(await storedEmail(sessionId)).toBe('first@example.com');

      // An emoji (a valid surrogate pair) is text like any other: the e-mail rule decides.
      expect(await post('/exam/session/email', { email: 'ok😀@example.com' }, sessionId)).toMatchObject({
        status: 200,
      });
      expect(await storedEmail(sessionId)).toBe('ok😀@example.com');
    });

    test('a query value with a control character is a 400 naming it', async () => {
      const res = await request(`${service.url}/app/v2/view?code=a%00b`);
      expect(res).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^code: /) } });
    });
  });
});
