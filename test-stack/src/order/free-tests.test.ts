// Questionnaire results as free or paid content over real HTTP against the REAL exam service
// (issue 12): a signed-in account's free test, a test a paid tier includes, one owner per exam
// session, and the refusals that change nothing. PGlite and PostgreSQL. The results here are
// sheets of all 3s ("somewhat") on a 1–5 scale: every scale sums to its middle, 50 % by hand.
import {
  EXAM_SESSION_HEADER,
  FREE_TEST_MESSAGES,
  FREE_TEST_PATHS,
  IDENTITY_HEADER,
  INTERNAL_QUESTIONNAIRE_RESULT_PATH,
  INTERNAL_TOKEN_HEADER,
  QUESTIONNAIRE_MESSAGES,
  QUESTIONNAIRE_PATHS,
  questionnaireViewSchema,
  unlockedQuestionnaireSchema,
  unlockedQuestionnairesSchema,
  type UnlockedQuestionnaire,
} from '@iq/contracts';
import { DEV_INTERNAL_TOKEN, identityKey, signIdentity } from '@iq/service-common';
import {
  databaseTargets,
  describeFor,
  leaksInternals,
  postJson,
  request,
} from '@iq/service-common/src/testing';
import {
  dataOf,
  examAndOrderUnderTest,
  orderServiceAlone,
  unpaidOrder,
  type Reply,
} from '../kits/endpoint-kit';
import {
  confirmedQuestionnaire,
  confirmedSession,
  countRows,
  paidOrder,
  startSession,
} from '../kits/order-test-kit';

/**
 * EQ with every item at 3: each scale 6 × 3 = 18 → (18 − 6) / 24 = 50 %, overall 50 %; the same
 * answer everywhere has no spread, so no margin.
 */
const EQ_ALL_THREES = {
  kind: 'eq',
  scales: [
    { key: 'self-awareness', percent: 50, margin: 0 },
    { key: 'self-regulation', percent: 50, margin: 0 },
    { key: 'self-motivation', percent: 50, margin: 0 },
    { key: 'empathy', percent: 50, margin: 0 },
    { key: 'social-skill', percent: 50, margin: 0 },
  ],
  overall: { percent: 50 },
};
/** Brain dominance with every item at 3: 12 × 3 = 36 → (36 − 12) / 48 = 50 %, balanced. */
const BRAIN_ALL_THREES = {
  kind: 'brain-dominance',
  leftPercent: 50,
  rightPercent: 50,
  dominant: 'balanced',
  margin: 0,
};

const KEY = identityKey(DEV_INTERNAL_TOKEN);
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The gateway's signed identity of account `userId`, signed at `at` (good for a minute). */
const signedAs = (userId: number, at = new Date(), key = KEY) => ({
  [IDENTITY_HEADER]: signIdentity(
    { sessionId: `s-${userId}`, userId, email: `u${userId}@example.com` },
    key,
    at,
  ),
});

describe.each(databaseTargets())('free tests and included tests on $name', (target) => {
  describeFor(target)('', () => {
    const { exam, order } = examAndOrderUnderTest(target);
    // Nothing listens where this one's exam service should be.
    const examDown = orderServiceAlone(target);
    const bodies: string[] = [];

    const claim = async (
      session: string | undefined,
      body: unknown,
      headers: Record<string, string> = {},
    ) => {
      const res = await postJson(`${order.url}${FREE_TEST_PATHS.claim}`, body, {
        ...(session === undefined ? {} : { [EXAM_SESSION_HEADER]: session }),
        ...headers,
      });
      bodies.push(res.text);
      return res;
    };
    const list = async (query = '', headers: Record<string, string> = {}) => {
      const res = await request(`${order.url}${FREE_TEST_PATHS.list}${query}`, { headers });
      bodies.push(res.text);
      return res;
    };
    const claimed = async (res: Reply): Promise<UnlockedQuestionnaire> => {
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      return unlockedQuestionnaireSchema.parse(dataOf(res));
    };
    const listed = async (res: Reply) => {
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      return unlockedQuestionnairesSchema.parse(dataOf(res)).tests;
    };
    const unlockRows = () =>
      order.database.db.selectFrom('questionnaire_unlocks').selectAll().orderBy('exam_session_id').execute();
    /** When the exam service says the session was confirmed. */
    const confirmedAtOf = async (session: string) =>
      (
        dataOf(
          await request(`${exam.url}${INTERNAL_QUESTIONNAIRE_RESULT_PATH}`, {
            headers: { [EXAM_SESSION_HEADER]: session, [INTERNAL_TOKEN_HEADER]: DEV_INTERNAL_TOKEN },
          }),
        ) as { confirmedAt: string }
      ).confirmedAt;
    /** A confirmed 16-types session: every item 3, then the form (exam 2 needs it). */
    const confirmedPersonality = async () => {
      const session = await startSession(exam.url, 2);
      const headers = { [EXAM_SESSION_HEADER]: session };
      const view = await request(`${exam.url}${QUESTIONNAIRE_PATHS.questionnaire(2, 'en')}`, { headers });
      for (const item of questionnaireViewSchema.parse(dataOf(view)).parts.flatMap((p) => p.items))
        await postJson(`${exam.url}${QUESTIONNAIRE_PATHS.answer}`, { itemId: item.id, value: 3 }, headers);
      const profile = {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        birthYear: 1990,
        gender: 'female',
        country: 'GB',
      };
      expect((await postJson(`${exam.url}${QUESTIONNAIRE_PATHS.profile}`, profile, headers)).status).toBe(
        200,
      );
      expect((await postJson(`${exam.url}${QUESTIONNAIRE_PATHS.confirm}`, {}, headers)).status).toBe(200);
      return session;
    };

    test('nobody signed in: 401 for a free claim and the list, however the identity is faked; nothing stored', async () => {
      const session = await confirmedQuestionnaire(exam.url, 3);
      const before = await countRows(order.database.db);
      const refused = { status: 401, body: { result: 401, message: FREE_TEST_MESSAGES.signInRequired } };
      const now = Date.now();
      const genuine = signedAs(7)[IDENTITY_HEADER];
      const [payload, signature] = genuine.split('.') as [string, string];
      const otherUser = Buffer.from(
        JSON.stringify({ sessionId: 's-8', userId: 8, email: 'u8@example.com', exp: now + 60_000 }),
      ).toString('base64url');
      const fakes: Record<string, string>[] = [
        {},
        { uid: '7' }, // the spec's header is informational
        { 'X-User-Id': '7' },
        signedAs(7, new Date(), identityKey('not-the-internal-token')), // the wrong key
        signedAs(7, new Date(now - 2 * 60_000)), // expired a minute ago
        { [IDENTITY_HEADER]: `${otherUser}.${signature}` }, // another payload under a real signature
        { [IDENTITY_HEADER]: payload }, // unsigned
        { [IDENTITY_HEADER]: `${genuine}.x` },
        { [IDENTITY_HEADER]: JSON.stringify({ userId: 7 }) },
      ];
      for (const headers of fakes) {
        const res = await claim(session, {}, headers);
        expect(res).toMatchObject(refused);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(await list('', headers)).toMatchObject(refused);
      }
      // An identity in the body is no identity either (and not a field of the request).
      expect(await claim(session, { userId: 7 })).toMatchObject({ status: 400 });
      expect(await countRows(order.database.db)).toEqual(before);
      // The genuine header for the same session works: the refusals above were about the identity.
      expect((await claimed(await claim(session, {}, signedAs(7)))).via).toBe('free');
    });

    test('a free test: claimed once, the hand-checked result, idempotent, listed latest per exam', async () => {
      const eq = await confirmedQuestionnaire(exam.url, 3);
      const me = signedAs(101);
      const first = await claimed(await claim(eq, {}, me));
      expect(first).toEqual({
        examId: 3,
        kind: 'eq',
        via: 'free',
        takenAt: await confirmedAtOf(eq),
        result: EQ_ALL_THREES,
      });
      expect(first.takenAt).toMatch(ISO);
      const rows = await unlockRows();
      expect(rows.filter((r) => r.exam_session_id === eq)).toMatchObject([
        { exam_id: 3, kind: 'eq', user_id: '101', order_number: null, result: EQ_ALL_THREES },
      ]);
      // A retried claim answers the same and writes nothing.
      expect(await claimed(await claim(eq, {}, signedAs(101)))).toEqual(first);
      expect(await unlockRows()).toEqual(rows);

      expect(await listed(await list('', me))).toEqual([first]);
      const brain = await confirmedQuestionnaire(exam.url, 4);
      const second = await claimed(await claim(brain, {}, me));
      expect(second).toMatchObject({
        examId: 4,
        kind: 'brain-dominance',
        via: 'free',
        result: BRAIN_ALL_THREES,
      });
      // A later EQ session: the list shows the latest per exam, in exam id order.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const eqAgain = await confirmedQuestionnaire(exam.url, 3);
      const third = await claimed(await claim(eqAgain, {}, me));
      expect(Date.parse(third.takenAt)).toBeGreaterThan(Date.parse(first.takenAt));
      expect(await listed(await list('', signedAs(101)))).toEqual([third, second]);
      // Someone else's list is their own.
      expect(await listed(await list('', signedAs(102)))).toEqual([]);
    }, 30_000);

    test("another account (or an order) claiming the session: 409, the first owner's record unchanged", async () => {
      const session = await confirmedQuestionnaire(exam.url, 4);
      const mine = await claimed(await claim(session, {}, signedAs(201)));
      const rows = await unlockRows();
      expect(await claim(session, {}, signedAs(202))).toMatchObject({
        status: 409,
        body: { result: 409, message: FREE_TEST_MESSAGES.claimedElsewhere },
      });
      const { orderNumber } = await paidOrder(order.url, await confirmedSession(exam.url, 1, 21), {
        skuId: 'sku3',
      });
      expect(await claim(session, { orderNumber })).toMatchObject({
        status: 409,
        body: { message: FREE_TEST_MESSAGES.claimedElsewhere },
      });
      expect(await unlockRows()).toEqual(rows);
      expect(await listed(await list('', signedAs(201)))).toEqual([mine]);
      expect(await listed(await list('', signedAs(202)))).toEqual([]);
      expect(await listed(await list(`?orderNumber=${orderNumber}`))).toEqual([]);
    }, 30_000);

    test('any paid tier unlocks EQ and brain dominance, sku1 too; no tier the personality test', async () => {
      // Decision 2026-11-29: the questionnaires are free, so every paid report includes the two
      // tests with a tier item; the personality test has none and stays free with an account.
      const sku1 = (await paidOrder(order.url, await confirmedSession(exam.url, 1, 31), { skuId: 'sku1' }))
        .orderNumber;
      const sku4 = (await paidOrder(order.url, await confirmedSession(exam.url, 1, 34), { skuId: 'sku4' }))
        .orderNumber;
      const notIncluded = { status: 403, body: { result: 403, message: FREE_TEST_MESSAGES.notIncluded } };

      const personality = await confirmedPersonality();
      const before = await countRows(order.database.db);
      expect(await claim(personality, { orderNumber: sku1 })).toMatchObject(notIncluded);
      expect(await claim(personality, { orderNumber: sku4 })).toMatchObject(notIncluded);
      expect(await countRows(order.database.db)).toEqual(before);

      const eq = await confirmedQuestionnaire(exam.url, 3);
      const eqBySku1 = await claimed(await claim(eq, { orderNumber: sku1 }));
      expect(eqBySku1).toEqual({
        examId: 3,
        kind: 'eq',
        via: 'order',
        takenAt: await confirmedAtOf(eq),
        result: EQ_ALL_THREES,
      });
      expect(await claimed(await claim(eq, { orderNumber: sku1 }))).toEqual(eqBySku1);
      expect(await listed(await list(`?orderNumber=${sku1}`))).toEqual([eqBySku1]);
      expect(await listed(await list(`?orderNumber=${sku4}`))).toEqual([]);

      const brain = await confirmedQuestionnaire(exam.url, 4);
      const brainBySku1 = await claimed(await claim(brain, { orderNumber: sku1 }));
      expect(brainBySku1).toMatchObject({ examId: 4, via: 'order', result: BRAIN_ALL_THREES });
      expect(await listed(await list(`?orderNumber=${sku1}`))).toEqual([eqBySku1, brainBySku1]);
      const brainBySku4 = await claimed(
        await claim(await confirmedQuestionnaire(exam.url, 4), { orderNumber: sku4 }),
      );
      expect(brainBySku4).toMatchObject({ examId: 4, via: 'order', result: BRAIN_ALL_THREES });
      // The order's unlock is the order's: a signed-in account cannot take it as a free test.
      expect(await claim(brain, {}, signedAs(301))).toMatchObject({ status: 409 });
      // The personality test is free only: a signed-in account gets it.
      expect(await claimed(await claim(personality, {}, signedAs(301)))).toMatchObject({
        examId: 2,
        kind: 'sixteen-types',
        via: 'free',
      });
    }, 30_000);

    test('unpaid, unknown and malformed orders; unconfirmed, unknown and IQ sessions', async () => {
      const eq = await confirmedQuestionnaire(exam.url, 3);
      const unpaid = await unpaidOrder(order.url, await confirmedSession(exam.url, 1, 41), { skuId: 'sku4' });
      const before = await countRows(order.database.db);
      expect(await claim(eq, { orderNumber: unpaid })).toMatchObject({
        status: 409,
        body: { result: 409, message: FREE_TEST_MESSAGES.orderNotPaid },
      });
      // An unknown order: the very bytes of the report's unknown order.
      const unknownReport = await request(`${order.url}/exam/order/info/${'9'.repeat(unpaid.length)}`);
      expect(unknownReport.status).toBe(404);
      const unknown = await claim(eq, { orderNumber: '9'.repeat(unpaid.length) });
      expect(unknown).toMatchObject({ status: 404 });
      expect(unknown.text).toBe(unknownReport.text);
      expect((await claim(eq, { orderNumber: 'not-an-order' })).text).toBe(unknownReport.text);
      const unknownList = await list(`?orderNumber=${'9'.repeat(unpaid.length)}`);
      expect(unknownList).toMatchObject({ status: 404 });
      expect(unknownList.text).toBe(unknownReport.text);
      expect((await list('?orderNumber=')).text).toBe(unknownReport.text);
      expect((await list('?orderNumber=%3Cscript%3E')).text).toBe(unknownReport.text);
      // An unpaid order lists nothing.
      expect(await listed(await list(`?orderNumber=${unpaid}`))).toEqual([]);

      const me = signedAs(401);
      const started = await startSession(exam.url, 3);
      expect(await claim(started, {}, me)).toMatchObject({
        status: 409,
        body: { result: 409, message: QUESTIONNAIRE_MESSAGES.notConfirmed },
      });
      expect(await claim('x'.repeat(43), {}, me)).toMatchObject({
        status: 404,
        body: { result: 404, message: 'Exam session not found' },
      });
      expect(await claim(await confirmedSession(exam.url, 1, 42), {}, me)).toMatchObject({
        status: 404,
        body: { message: 'Exam session not found' },
      });
      expect(await claim('bad session!', {}, me)).toMatchObject({ status: 404 });
      expect(await claim(undefined, {}, me)).toMatchObject({
        status: 400,
        body: { result: 400, message: 'Missing Exam-Session header' },
      });
      expect(await countRows(order.database.db)).toEqual(before);
    }, 30_000);

    test('malformed JSON, extra fields, wrong types and unknown query keys: a 400 envelope, nothing stored', async () => {
      const eq = await confirmedQuestionnaire(exam.url, 3);
      const me = signedAs(501);
      const before = await countRows(order.database.db);
      const bad: unknown[] = [
        '{"orderNumber":',
        'not json',
        [1, 2],
        { orderNumber: 123 },
        { orderNumber: null },
        { orderNumber: ['x'] },
        { extra: true },
        { userId: 501 },
        { orderNumber: undefined, via: 'free' },
      ];
      for (const body of bad) {
        const res = await claim(eq, body, me);
        expect(res).toMatchObject({ status: 400, body: { result: 400, message: expect.any(String) } });
        expect(res.body).not.toHaveProperty('data');
      }
      for (const query of [
        '?foo=1',
        '?orderNumber=1&orderNumber=2',
        '?orderNumber=1&x=2',
        '?orderNumber[a]=1',
      ])
        expect(await list(query, me)).toMatchObject({ status: 400, body: { result: 400 } });
      expect(await countRows(order.database.db)).toEqual(before);
    });

    test('the exam service down: 503 and nothing stored', async () => {
      const before = await countRows(examDown.database.db);
      const res = await postJson(
        `${examDown.url}${FREE_TEST_PATHS.claim}`,
        {},
        {
          [EXAM_SESSION_HEADER]: 'x'.repeat(43),
          ...signedAs(601),
        },
      );
      bodies.push(res.text);
      expect(res).toMatchObject({ status: 503, body: { result: 503 } });
      expect(await countRows(examDown.database.db)).toEqual(before);
    });

    test('no stack traces in any body', () => {
      expect(bodies.length).toBeGreaterThan(40);
      for (const body of bodies) expect(leaksInternals(body)).toBe(false);
    });
  });
});
