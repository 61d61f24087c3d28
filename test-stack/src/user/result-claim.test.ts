// Issue 38: a free-test result travels with the sign-up and is claimed for the account when the
// mailed link is opened, whatever browser opens it. Over real HTTP against the REAL exam, order
// and user services, on PGlite and PostgreSQL. Who owns a result is read from the order service's
// questionnaire_unlocks table and its list endpoint (as the gateway would call it), never from
// the code under test. EQ sheets of all 3s score 50 % overall (free-tests.test.ts works it out).
import { randomBytes } from 'node:crypto';
import {
  EXAM_ERROR_MESSAGES,
  EXAM_SESSION_HEADER,
  FREE_TEST_MESSAGES,
  FREE_TEST_PATHS,
  QUESTIONNAIRE_MESSAGES,
  RESULT_SAVED_PATH,
  confirmResponseSchema,
  unlockedQuestionnairesSchema,
} from '@iq/contracts';
import {
  databaseTargets,
  describeFor,
  leaksInternals,
  postJson,
  request,
} from '@iq/service-common/src/testing';
import { examAndOrderUnderTest } from '../kits/endpoint-kit';
import { confirmedQuestionnaire, startSession } from '../kits/order-test-kit';
import {
  asGateway,
  dataOf,
  freshEmail,
  linkParam,
  login,
  mailsTo,
  register,
  sessionTokenOf,
  userServiceUnderTest,
  type Reply,
} from '../kits/user-test-kit';

const PASSWORD = 'correct horse battery';

describe.each(databaseTargets())('results claimed at sign-up on $name', (target) => {
  describeFor(target)('', () => {
    const { exam, order } = examAndOrderUnderTest(target);
    const user = userServiceUnderTest(target, order);
    const bodies: string[] = [];

    const unlockRows = () =>
      order.database.db
        .selectFrom('questionnaire_unlocks')
        .select(['exam_session_id', 'user_id', 'order_number', 'exam_id'])
        .orderBy('exam_session_id')
        .execute();
    const userRows = () => user.database.db.selectFrom('users').select(['id', 'email']).execute();
    const awaitingRows = () =>
      user.database.db.selectFrom('results_awaiting_account').selectAll().orderBy('session_hash').execute();
    const accountIdOf = async (email: string) =>
      (await userRows()).find((row) => row.email === email.toLowerCase())?.id;

    const signUpWith = async (email: string, results: unknown) => {
      const res = await register(user.url, email, PASSWORD, { results });
      bodies.push(res.text);
      return res;
    };
    /** Opens the confirmation mail's link with no cookie at all: a fresh browser. */
    const openMailedLink = async (email: string): Promise<Reply> => {
      const mails = await mailsTo(order.url, email);
      const link = mails.find((m) => m.subject === 'Confirm your e-mail address')!;
      const res = await postJson(`${user.url}/user/confirm`, { token: linkParam(link.text, 'confirm') });
      bodies.push(res.text);
      return res;
    };
    /** The account's free tests as the personal centre reads them (through the gateway's identity). */
    const freeTestsOf = async (confirmed: Reply) => {
      const headers = await asGateway(user.url, sessionTokenOf(confirmed)!);
      const res = await request(`${order.url}${FREE_TEST_PATHS.list}`, { headers });
      expect(res.status).toBe(200);
      return unlockedQuestionnairesSchema.parse(dataOf(res)).tests;
    };
    const savedAsked = async (session?: string) => {
      const res = await request(`${user.url}${RESULT_SAVED_PATH}`, {
        headers: session === undefined ? {} : { [EXAM_SESSION_HEADER]: session },
      });
      bodies.push(res.text);
      return res;
    };

    test('the EQ result is claimed once, for the account whose mailed link is opened in a fresh browser', async () => {
      const session = await confirmedQuestionnaire(exam.url, 3);
      const email = freshEmail('eq');

      const registered = await signUpWith(email, [session]);
      expect(registered.status).toBe(200);
      // Nothing is claimed before the address is confirmed.
      expect((await unlockRows()).filter((row) => row.exam_session_id === session)).toEqual([]);
      expect(dataOf(await savedAsked(session))).toEqual({ saved: false });

      const confirmed = await openMailedLink(email);
      expect(confirmed.status).toBe(200);
      const answer = confirmResponseSchema.parse(dataOf(confirmed));
      expect(answer.resultsSaved).toBe(1);
      const accountId = await accountIdOf(email);
      expect(answer.user.userId).toBe(accountId);

      const rows = (await unlockRows()).filter((row) => row.exam_session_id === session);
      expect(rows).toEqual([
        { exam_session_id: session, user_id: String(accountId), order_number: null, exam_id: 3 },
      ]);
      const tests = await freeTestsOf(confirmed);
      expect(tests.map((t) => [t.examId, t.via, t.result.kind])).toEqual([[3, 'free', 'eq']]);
      expect(tests[0]!.result).toMatchObject({ overall: { percent: 50 } });

      // The signing-up tab learns it was saved; the clear session id is no longer kept.
      expect(dataOf(await savedAsked(session))).toEqual({ saved: true });
      const kept = (await awaitingRows()).filter((row) => row.user_id === accountId);
      expect(kept).toHaveLength(1);
      expect(kept[0]).toMatchObject({ exam_session_id: null, outcome: 'saved' });
      expect(kept[0]!.session_hash).not.toContain(session);

      // Signing in again claims nothing more: still the one row.
      const again = await login(user.url, email, PASSWORD);
      expect(again.status).toBe(200);
      expect((await unlockRows()).filter((row) => row.exam_session_id === session)).toHaveLength(1);
    });

    test("a stranger cannot sign up with another account's result: 409 envelope, nothing kept, nothing mailed", async () => {
      const session = await confirmedQuestionnaire(exam.url, 3);
      const owner = freshEmail('owner');
      await signUpWith(owner, [session]);
      await openMailedLink(owner);
      const unlocksBefore = await unlockRows();
      const usersBefore = await userRows();
      const awaitingBefore = await awaitingRows();

      const stranger = freshEmail('stranger');
      const refused = await signUpWith(stranger, [session]);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ result: 409, message: FREE_TEST_MESSAGES.claimedElsewhere });

      expect(await unlockRows()).toEqual(unlocksBefore);
      expect(await userRows()).toEqual(usersBefore);
      expect(await awaitingRows()).toEqual(awaitingBefore);
      expect(await mailsTo(order.url, stranger)).toEqual([]);
    });

    test('unknown, unconfirmed and malformed results refuse the sign-up and change nothing', async () => {
      const unconfirmed = await startSession(exam.url, 3);
      const unknown = randomBytes(32).toString('base64url');
      const cases: [unknown, number, string | undefined][] = [
        [[unknown], 404, EXAM_ERROR_MESSAGES.sessionNotFound],
        [[unconfirmed], 409, QUESTIONNAIRE_MESSAGES.notConfirmed],
        [['short'], 400, undefined],
        [['x'.repeat(200)], 400, undefined],
        [Array.from({ length: 5 }, () => randomBytes(32).toString('base64url')), 400, undefined],
        ['not a list', 400, undefined],
      ];
      for (const [results, status, message] of cases) {
        const usersBefore = await userRows();
        const awaitingBefore = await awaitingRows();
        const unlocksBefore = await unlockRows();
        const email = freshEmail('refused');
        const res = await signUpWith(email, results);
        expect([JSON.stringify(results).slice(0, 40), res.status]).toEqual([
          JSON.stringify(results).slice(0, 40),
          status,
        ]);
        expect((res.body as { result: number }).result).toBe(status);
        if (message) expect((res.body as { message: string }).message).toBe(message);
        expect(await userRows()).toEqual(usersBefore);
        expect(await awaitingRows()).toEqual(awaitingBefore);
        expect(await unlockRows()).toEqual(unlocksBefore);
        expect(await mailsTo(order.url, email)).toEqual([]);
      }
    });

    test('two sign-ups racing for one result: the first link opened wins, the second account gets nothing', async () => {
      const session = await confirmedQuestionnaire(exam.url, 4);
      const first = freshEmail('first');
      const second = freshEmail('second');
      // Both pass the check: nobody has claimed the result yet.
      expect((await signUpWith(first, [session])).status).toBe(200);
      expect((await signUpWith(second, [session])).status).toBe(200);

      const secondConfirmed = await openMailedLink(second);
      const firstConfirmed = await openMailedLink(first);
      expect(confirmResponseSchema.parse(dataOf(secondConfirmed)).resultsSaved).toBe(1);
      expect(confirmResponseSchema.parse(dataOf(firstConfirmed)).resultsSaved).toBe(0);

      const secondId = await accountIdOf(second);
      expect((await unlockRows()).filter((row) => row.exam_session_id === session)).toEqual([
        { exam_session_id: session, user_id: String(secondId), order_number: null, exam_id: 4 },
      ]);
      expect(await freeTestsOf(firstConfirmed)).toEqual([]);
      expect((await freeTestsOf(secondConfirmed)).map((t) => t.examId)).toEqual([4]);
      const firstId = await accountIdOf(first);
      expect((await awaitingRows()).find((row) => row.user_id === firstId)).toMatchObject({
        outcome: 'refused',
        exam_session_id: null,
      });
    });

    test('a known address keeps nothing: the same answer, no claim', async () => {
      const session = await confirmedQuestionnaire(exam.url, 3);
      const email = freshEmail('known');
      await register(user.url, email, PASSWORD);
      const plain = await register(user.url, freshEmail('other'), PASSWORD);
      const withResult = await signUpWith(email, [session]);
      expect(withResult.status).toBe(200);
      expect(withResult.body).toEqual(plain.body);
      const accountId = await accountIdOf(email);
      expect((await awaitingRows()).filter((row) => row.user_id === accountId)).toEqual([]);
      expect((await unlockRows()).filter((row) => row.exam_session_id === session)).toEqual([]);
    });

    test('"saved yet?" needs the Exam-Session header and says no for a result nobody claimed', async () => {
      expect((await savedAsked()).status).toBe(400);
      const res = await savedAsked(randomBytes(32).toString('base64url'));
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(dataOf(res)).toEqual({ saved: false });
    });

    test('no answer leaks internals', () => {
      expect(bodies.length).toBeGreaterThan(10);
      for (const body of bodies) expect(leaksInternals(body)).toBe(false);
    });
  });
});
