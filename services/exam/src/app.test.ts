import {
  languageListSchema,
  QUESTIONNAIRE_MESSAGES,
  questionListSchema,
  startExamSessionResponseSchema,
} from '@iq/contracts';
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

function fieldNames(value: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => fieldNames(v, names));
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) fieldNames(v, names.add(key));
  return names;
}

describe.each(databaseTargets())('exam service on $name', (target) => {
  describeFor(target)('', () => {
    const bodies: string[] = [];
    const get = async (path: string, headers: Record<string, string> = {}) => {
      const res = await request(`${service.url}${path}`, { headers });
      bodies.push(res.text);
      return res;
    };
    const post = async (path: string, body: unknown) => {
      const res = await postJson(`${service.url}${path}`, body);
      bodies.push(res.text);
      return res;
    };
    const startSession = async (examId = 1) => {
      const res = await post('/exam/session/start', { examId, code: 'web' });
      expect(res.status).toBe(200);
      return (res.body as { data: { sessionId: string } }).data.sessionId;
    };

    const service = serviceUnderTest<ExamDB>(target, 'exam', examMigrations, (database) =>
      createExamApp({ database }),
    );

    test('language list: the nine locales with regions', async () => {
      const res = await get('/app/language/list/1');
      expect(res.status).toBe(200);
      const { result, data } = res.body as { result: number; data: unknown };
      expect(result).toBe(200);
      const languages = languageListSchema.parse(data);
      expect(languages.map((l) => l.tag)).toEqual([
        'en-US',
        'zh-CN',
        'zh-HK',
        'fr-FR',
        'es-ES',
        'ja-JP',
        'de-DE',
        'pt-PT',
        'ko-KR',
      ]);
      expect(languages.find((l) => l.tag === 'ja-JP')?.region).toBe('JA');
    });

    test('categories are seeded', async () => {
      const res = await get('/exam/category/list');
      expect(res.body).toMatchObject({ result: 200 });
      const ids = (res.body as { data: { id: number }[] }).data.map((c) => c.id);
      expect(ids).toEqual([1, 2, 3, 4]);
    });

    test('exam info, unknown and malformed ids', async () => {
      expect(await get('/exam/info/1')).toMatchObject({
        status: 200,
        body: {
          result: 200,
          data: { id: 1, categoryId: 1, questionCount: 30, optionCount: 6, timeLimitSeconds: 1200 },
        },
      });
      expect(await get('/exam/info/999')).toMatchObject({
        status: 404,
        body: { result: 404, message: 'Exam 999 not found' },
      });
      expect(await get('/exam/info/abc')).toMatchObject({
        status: 400,
        body: { result: 400, message: 'id: must be a positive integer' },
      });
      expect(await get('/app/language/list/0')).toMatchObject({ status: 400, body: { result: 400 } });
      expect(await get('/app/language/list/77')).toMatchObject({ status: 404, body: { result: 404 } });
    });

    test('session start validates its body', async () => {
      const malformed = await postJson(`${service.url}/exam/session/start`, '{"examId":');
      expect(malformed).toMatchObject({ status: 400, body: { result: 400, message: 'Malformed JSON body' } });
      const wrongTypes = await post('/exam/session/start', { examId: '1', code: 'web' });
      expect(wrongTypes).toMatchObject({
        status: 400,
        body: { result: 400, message: expect.stringMatching(/^examId: /) },
      });
      for (const code of ['we-b', '', 'x'.repeat(33), 'a b']) {
        expect(await post('/exam/session/start', { examId: 1, code })).toMatchObject({
          status: 400,
          body: { message: expect.stringMatching(/^code: /) },
        });
      }
      expect(await post('/exam/session/start', { examId: 999, code: 'web' })).toMatchObject({ status: 404 });
      const tooLarge = await post('/exam/session/start', {
        examId: 1,
        code: 'web',
        pad: 'x'.repeat(1024 * 1024),
      });
      expect(tooLarge).toMatchObject({ status: 413, body: { result: 413 } });
    });

    test('session start + question list: same set on reload, no answer-like fields', async () => {
      const started = await post('/exam/session/start', { examId: 1, code: 'web' });
      const { sessionId } = startExamSessionResponseSchema.parse((started.body as { data: unknown }).data);
      expect((started.body as { data: unknown }).data).toEqual({
        sessionId,
        questionCount: 30,
        timeLimitSeconds: 1200,
      });
      expect(sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const first = await get('/exam/question/list/1/en', { 'Exam-Session': sessionId });
      expect(first.status).toBe(200);
      const list = questionListSchema.parse((first.body as { data: unknown }).data); // strict: no extra fields
      expect(list.hl).toBe('en-US');
      expect(list.questions).toHaveLength(30);
      expect(list.questions.map((q) => q.number)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
      for (const q of list.questions) {
        expect(q.options).toHaveLength(6);
        expect(q.matrixSvg).toMatch(/<svg[\s>]/);
        for (const option of q.options) expect(option.svg).toMatch(/<svg[\s>]/);
      }
      // Field names only (ids are random text): nothing beyond ids, numbers and pictures; the
      // session's state rides along (the visitor's own answers, none yet), as GET state has it.
      const { state, ...served } = (first.body as { data: Record<string, unknown> }).data;
      expect(state).toEqual(
        (
          await get('/exam/session/state', { 'Exam-Session': sessionId }).then(
            (r) => r.body as { data: unknown },
          )
        ).data,
      );
      expect([...fieldNames({ ...(first.body as object), data: served })].sort()).toEqual([
        'data',
        'examId',
        'hl',
        'id',
        'matrixSvg',
        'number',
        'options',
        'questions',
        'result',
        'svg',
      ]);

      const reload = await get('/exam/question/list/1/de-DE', { 'Exam-Session': sessionId });
      expect((reload.body as { data: { questions: unknown } }).data.questions).toEqual(list.questions);

      const other = await get('/exam/question/list/1/en', { 'Exam-Session': await startSession() });
      expect((other.body as { data: { questions: { id: string }[] } }).data.questions[0]?.id).not.toBe(
        list.questions[0]?.id,
      );
    });

    test('non-IQ exams are questionnaires now (issue 12): the matrix list points to them', async () => {
      const res = await get('/exam/question/list/2/en', { 'Exam-Session': await startSession(2) });
      expect(res).toMatchObject({
        status: 409,
        body: { result: 409, message: QUESTIONNAIRE_MESSAGES.isAQuestionnaire },
      });
    });

    test.each([
      ['en', 'en-US'],
      ['gr-DE', 'de-DE'],
      ['zh', 'zh-CN'],
      ['zh-TW', 'zh-HK'],
      ['ja-JP', 'ja-JP'],
      ['xx', 'en-US'],
    ])('hl %s → %s', async (hl, expected) => {
      const res = await get(`/exam/question/list/1/${hl}`, { 'Exam-Session': await startSession() });
      expect((res.body as { data: { hl: string } }).data.hl).toBe(expected);
    });

    test('question list: missing header 400, unknown or other exam session 404', async () => {
      expect(await get('/exam/question/list/1/en')).toMatchObject({
        status: 400,
        body: { result: 400, message: 'Missing Exam-Session header' },
      });
      expect(await get('/exam/question/list/1/en', { 'Exam-Session': 'nope' })).toMatchObject({
        status: 404,
        body: { result: 404 },
      });
      const iqSession = await startSession(1);
      expect(await get('/exam/question/list/2/en', { 'Exam-Session': iqSession })).toMatchObject({
        status: 404,
      });
      expect(await get('/exam/question/list/x/en', { 'Exam-Session': iqSession })).toMatchObject({
        status: 400,
      });
    });

    test('no stack traces in any body', () => {
      expect(bodies.length).toBeGreaterThan(10);
      for (const body of bodies) expect(leaksInternals(body)).toBe(false);
    });
  });
});
