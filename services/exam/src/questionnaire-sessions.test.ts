// The questionnaire exams 2–4 over real HTTP (issue 12), on PGlite and PostgreSQL: start, the
// questionnaire in two locales without its scoring key, answers kept on reload, the personality
// form, confirm and the stored result, which only the internal route (the order service) reads:
// the session holder gets a 403. Expected results are worked out by hand below from the item keys
// (read from the domain's item list), never by calling the scorers.
import {
  examSessionStateSchema,
  INTERNAL_QUESTIONNAIRE_RESULT_PATH,
  INTERNAL_TOKEN_HEADER,
  internalQuestionnaireResultSchema,
  missingAnswersMessage,
  QUESTIONNAIRE_MESSAGES,
  questionnaireConfirmedSchema,
  questionnaireStateSchema,
  questionnaireViewSchema,
  saveQuestionnaireAnswerResponseSchema,
  savePersonalityFormResponseSchema,
  startExamSessionResponseSchema,
  type QuestionnaireResult,
  type QuestionnaireState,
  type QuestionnaireView,
} from '@iq/contracts';
import { DEV_INTERNAL_TOKEN } from '@iq/service-common';
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
import { BRAIN_DOMINANCE, EQ, SIXTEEN_TYPES, type Questionnaire } from './domain/questionnaires';

const T0 = Date.parse('2030-01-01T00:00:00.000Z');

type Reply = Awaited<ReturnType<typeof request>>;
const dataOf = (res: Reply) => (res.body as { data: unknown }).data;

function fieldNames(value: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => fieldNames(v, names));
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) fieldNames(v, names.add(key));
  return names;
}

/** The keying of each scale's items in questionnaire order, e.g. "++-+-" (the hand sums rely on it). */
const keyingOf = (q: Questionnaire) =>
  Object.fromEntries(
    q.scales.map((s) => [
      s.key,
      q.items
        .filter((it) => it.scale === s.key)
        .map((it) => (it.keyed === 1 ? '+' : '-'))
        .join(''),
    ]),
  );

/** A sheet: per item, a value chosen from its scale and keying (the test's own rule per scale). */
type Rule = (keyed: 1 | -1, indexInScale: number) => number;
function sheetFor(q: Questionnaire, rules: Record<string, Rule>): [string, number][] {
  const seen: Record<string, number> = {};
  return q.items.map((it) => {
    const index = (seen[it.scale] = (seen[it.scale] ?? -1) + 1);
    return [it.id, rules[it.scale]!(it.keyed, index)];
  });
}

const PROFILE = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  birthYear: 1990,
  gender: 'female',
  country: 'GB',
};

describe.each(databaseTargets())('questionnaire sessions on $name', (target) => {
  describeFor(target)('', () => {
    let clockMs = T0;
    const service = serviceUnderTest<ExamDB>(target, 'exam', examMigrations, (database) =>
      createExamApp({ database, now: () => new Date(clockMs) }),
    );
    const bodies: string[] = [];

    const get = async (path: string, session?: string) => {
      const res = await request(`${service.url}${path}`, {
        headers: session === undefined ? {} : { 'Exam-Session': session },
      });
      bodies.push(res.text);
      return res;
    };
    const post = async (path: string, body: unknown, session?: string) => {
      const res = await postJson(
        `${service.url}${path}`,
        body,
        session === undefined ? {} : { 'Exam-Session': session },
      );
      bodies.push(res.text);
      return res;
    };
    const start = async (examId: number) => {
      const res = await post('/exam/session/start', { examId, code: 'web' });
      expect(res.status).toBe(200);
      return startExamSessionResponseSchema.parse(dataOf(res)).sessionId;
    };
    const view = async (session: string, examId: number, hl: string): Promise<QuestionnaireView> => {
      const res = await get(`/exam/question/questionnaire/${examId}/${hl}`, session);
      expect(res.status).toBe(200);
      return questionnaireViewSchema.parse(dataOf(res));
    };
    const state = async (session: string): Promise<QuestionnaireState> => {
      const res = await get('/exam/session/state', session);
      expect(res.status).toBe(200);
      return questionnaireStateSchema.parse(dataOf(res));
    };
    const answer = (session: string, itemId: string, value: unknown) =>
      post('/exam/session/answer', { itemId, value }, session);
    const answerAll = async (session: string, sheet: [string, number][]) => {
      for (const [itemId, value] of sheet) {
        clockMs += 4000;
        expect((await answer(session, itemId, value)).status).toBe(200);
      }
    };
    const confirm = (session: string) => post('/exam/session/confirm', {}, session);
    /** What the order service reads (internal token); `token: null` sends none. */
    const internalResult = async (session: string | undefined, token: string | null = DEV_INTERNAL_TOKEN) => {
      const headers: Record<string, string> = {};
      if (session !== undefined) headers['Exam-Session'] = session;
      if (token !== null) headers[INTERNAL_TOKEN_HEADER] = token;
      const res = await request(`${service.url}${INTERNAL_QUESTIONNAIRE_RESULT_PATH}`, { headers });
      bodies.push(res.text);
      return res;
    };
    /** The stored result through the internal route; its exam, kind and confirmation time checked. */
    const result = async (session: string, examId?: number): Promise<QuestionnaireResult> => {
      const res = await internalResult(session);
      expect(res.status).toBe(200);
      const internal = internalQuestionnaireResultSchema.parse(dataOf(res));
      expect(internal.kind).toBe(internal.result.kind);
      if (examId !== undefined) expect(internal.examId).toBe(examId);
      expect(new Date(internal.confirmedAt).toISOString()).toBe(internal.confirmedAt);
      return internal.result;
    };
    /** A confirmation: 200 with { confirmed, examId } and nothing of the result. */
    const confirmOk = async (session: string, examId: number) => {
      const res = await confirm(session);
      expect(res.status).toBe(200);
      expect(questionnaireConfirmedSchema.parse(dataOf(res))).toEqual({ confirmed: true, examId });
      return res;
    };
    /** Every row the questionnaire tables hold for a session (to show a refused call changed nothing). */
    const rowsOf = async (session: string) => {
      const { db } = service.database;
      return {
        session: await db.selectFrom('sessions').selectAll().where('id', '=', session).execute(),
        answers: await db
          .selectFrom('questionnaire_answers')
          .selectAll()
          .where('session_id', '=', session)
          .orderBy('item_id')
          .execute(),
        profile: await db
          .selectFrom('personality_profiles')
          .selectAll()
          .where('session_id', '=', session)
          .execute(),
        result: await db
          .selectFrom('questionnaire_results')
          .selectAll()
          .where('session_id', '=', session)
          .execute(),
      };
    };

    test('start, then the questionnaire in two locales: texts only, never a scoring key', async () => {
      const started = await post('/exam/session/start', { examId: 2, code: 'web' });
      expect(dataOf(started)).toEqual({
        sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        questionCount: 40,
        timeLimitSeconds: 1200,
      });
      const session = (dataOf(started) as { sessionId: string }).sessionId;

      const en = await view(session, 2, 'en');
      const de = await view(session, 2, 'de');
      expect([en.hl, de.hl]).toEqual(['en-US', 'de-DE']);
      expect(en.kind).toBe('sixteen-types');
      expect(en.responseOptions.map((o) => o.value)).toEqual([1, 2, 3, 4, 5]);
      expect(en.responseOptions[0]!.label).toBe('Not at all'); // spec §1
      expect(en.responseOptions[4]!.label).toBe('Very much');
      expect(en.parts.map((p) => p.items.length)).toEqual([14, 13, 13]); // three parts (spec §1)
      // The same items in the same order, in another language.
      const ids = (v: QuestionnaireView) => v.parts.flatMap((p) => p.items.map((i) => i.id));
      expect(ids(de)).toEqual(ids(en));
      expect(new Set(ids(en)).size).toBe(40);
      const texts = (v: QuestionnaireView) => v.parts.flatMap((p) => p.items.map((i) => i.text));
      texts(de).forEach((text, i) => expect(text).not.toBe(texts(en)[i]));
      expect(de.title).not.toBe(en.title);
      expect(de.parts[0]!.progressMessage).not.toBe(en.parts[0]!.progressMessage);
      expect(en.state).toEqual({
        examId: 2,
        kind: 'sixteen-types',
        answers: {},
        answeredCount: 0,
        itemCount: 40,
        parts: [
          { partId: 'part-1', answered: 0, total: 14, complete: false },
          { partId: 'part-2', answered: 0, total: 13, complete: false },
          { partId: 'part-3', answered: 0, total: 13, complete: false },
        ],
        profileRequired: true,
        profileSaved: false,
        confirmed: false,
      });

      // No scoring key under any name, for every exam and in the raw text too.
      for (const [examId, hl] of [
        [2, 'ja'],
        [3, 'zh-TW'],
        [4, 'xx'],
      ] as const) {
        const res = await get(`/exam/question/questionnaire/${examId}/${hl}`, await start(examId));
        expect(res.status).toBe(200);
        questionnaireViewSchema.parse(dataOf(res)); // strict: nothing beyond the contract's fields
        for (const leak of ['keyed', 'scale', 'reversed', 'ipip', 'poles', 'key'])
          expect([...fieldNames(res.body)]).not.toContain(leak);
        expect(res.text).not.toMatch(/keyed|reversed|ipip|"scales?"/i);
      }
      for (const body of [en, de]) expect(JSON.stringify(body)).not.toMatch(/keyed|reversed|"scales?"/);
    });

    test('16 types: answers kept on reload, the form before the result, result by hand', async () => {
      // The hand sums below rest on these keyings (+ keyed toward the first letter, − reversed).
      expect(keyingOf(SIXTEEN_TYPES)).toEqual({
        EI: '++-+-+-+-+', // 6 keyed, 4 reversed
        SN: '+-+-+-+-+-', // 5 and 5
        TF: '+-+-+-+-+-',
        JP: '+-+-+-+-+-',
      });
      // Standard errors (points): sample sd of the recoded answers / √10 / 4 · 100; a lean no
      // larger is balanced, and the margin is that error rounded up.
      const sheet = sheetFor(SIXTEEN_TYPES, {
        // 6·5 + 4·(6−5) = 34 → (34 − 10) / 40 = 60 % E; recoded 5 ×6, 1 ×4: error 16.3 → balanced
        EI: () => 5,
        // 5·5 + 5·1 = 30 → 50 %: a tie; recoded 5 and 1: error 16.7 → balanced
        SN: () => 5,
        // 5·1 + 5·(6−4) = 15 → 12.5 % T → 12 / 88; recoded 1 and 2: error 4.2 → F
        TF: (keyed) => (keyed === 1 ? 1 : 4),
        // item 0 is keyed: 4 + 9·3 = 31 → 52.5 % J → 53 / 47; one answer off: error 2.5 → balanced
        JP: (_keyed, i) => (i === 0 ? 4 : 3),
      });
      const axis = (
        key: 'EI' | 'SN' | 'TF' | 'JP',
        firstPercent: number,
        letter: string | null,
        margin: number,
      ) => ({
        axis: key,
        firstLetter: key[0]!,
        secondLetter: key[1]!,
        firstPercent,
        secondPercent: 100 - firstPercent,
        letter,
        tie: firstPercent === 50,
        decided: letter !== null,
        margin,
      });
      const expected: QuestionnaireResult = {
        kind: 'sixteen-types',
        typeCode: null,
        // F is decided; S/N is a tie (S first), J leans by 2.5 points, E by 10.
        nearest: ['ESFJ', 'ENFJ', 'ESFP', 'ENFP', 'ISFJ', 'INFJ', 'ISFP', 'INFP'],
        axes: [
          axis('EI', 60, null, 17),
          axis('SN', 50, null, 17),
          axis('TF', 12, 'F', 5),
          axis('JP', 53, null, 3),
        ],
      };

      const session = await start(2);
      const served = await view(session, 2, 'en');
      const part1 = served.parts[0]!.items.map((i) => i.id);
      const value = new Map(sheet);
      // Part 1, then a reload: the answers and the part's progress come back.
      await answerAll(
        session,
        part1.map((id) => [id, value.get(id)!]),
      );
      const reloaded = await view(session, 2, 'en');
      expect(reloaded.state).toEqual(await state(session));
      expect(reloaded.state.answers).toEqual(Object.fromEntries(part1.map((id) => [id, value.get(id)])));
      expect(reloaded.state.parts[0]).toEqual({ partId: 'part-1', answered: 14, total: 14, complete: true });
      expect(reloaded.state.parts[1]).toMatchObject({ answered: 0, complete: false });

      // Change and clear before confirming; the response says where the parts stand.
      const [first] = part1;
      const changed = saveQuestionnaireAnswerResponseSchema.parse(dataOf(await answer(session, first!, 1)));
      expect(changed.answeredCount).toBe(14);
      expect((await state(session)).answers[first!]).toBe(1);
      const cleared = saveQuestionnaireAnswerResponseSchema.parse(
        dataOf(await answer(session, first!, null)),
      );
      expect(cleared).toEqual({
        answeredCount: 13,
        parts: [
          { partId: 'part-1', answered: 13, total: 14, complete: false },
          { partId: 'part-2', answered: 0, total: 13, complete: false },
          { partId: 'part-3', answered: 0, total: 13, complete: false },
        ],
      });
      expect((await state(session)).answers).not.toHaveProperty(first!);

      // Not all answered: 400 naming how many are missing, nothing stored.
      const before = await rowsOf(session);
      expect(await confirm(session)).toMatchObject({
        status: 400,
        body: { result: 400, message: missingAnswersMessage(27, 40) },
      });
      expect(await rowsOf(session)).toEqual(before);

      await answerAll(session, sheet);
      // All answered, no form yet: 409 (spec §3, the form comes before the result).
      expect(await confirm(session)).toMatchObject({
        status: 409,
        body: { result: 409, message: QUESTIONNAIRE_MESSAGES.profileRequired },
      });
      expect(await internalResult(session)).toMatchObject({
        status: 409,
        body: { result: 409, message: QUESTIONNAIRE_MESSAGES.notConfirmed },
      });

      const saved = await post('/exam/session/profile', PROFILE, session);
      expect(savePersonalityFormResponseSchema.parse(dataOf(saved))).toEqual({ saved: true });
      expect((await state(session)).profileSaved).toBe(true);

      const confirmedAt = new Date(clockMs).toISOString();
      await confirmOk(session, 2);
      expect(await result(session, 2)).toEqual(expected);
      expect(dataOf(await internalResult(session))).toMatchObject({
        examId: 2,
        kind: 'sixteen-types',
        confirmedAt,
      });
      // A retried confirmation says the same and changes nothing; answers and the form are locked.
      const confirmedRows = await rowsOf(session);
      clockMs += 60_000;
      await confirmOk(session, 2);
      expect(await rowsOf(session)).toEqual(confirmedRows);
      expect(await result(session, 2)).toEqual(expected);
      const locked = await rowsOf(session);
      expect(await answer(session, sheet[0]![0], 3)).toMatchObject({
        status: 409,
        body: { message: QUESTIONNAIRE_MESSAGES.answersLocked },
      });
      expect(await post('/exam/session/profile', { ...PROFILE, firstName: 'Eve' }, session)).toMatchObject({
        status: 409,
      });
      expect(await rowsOf(session)).toEqual(locked);
      expect((await state(session)).confirmed).toBe(true);
      // The form's address is the session's (the summary the order service reads shows it).
      expect(dataOf(await get('/exam/session/summary', session))).toMatchObject({
        examId: 2,
        confirmed: true,
        email: PROFILE.email,
      });
    });

    test('EQ: five scales and overall by hand; no form', async () => {
      expect(keyingOf(EQ)).toEqual({
        'self-awareness': '++-++-',
        'self-regulation': '+-+-+-',
        'self-motivation': '++-++-',
        empathy: '++-+-+',
        'social-skill': '++-++-',
      });
      const sheet = sheetFor(EQ, {
        'self-awareness': () => 5, // 4·5 + 2·1 = 22 → (22 − 6) / 24 = 66.7 % → 67
        'self-regulation': (keyed) => (keyed === 1 ? 5 : 1), // all count 5: 30 → 100
        'self-motivation': (keyed) => (keyed === 1 ? 1 : 5), // all count 1: 6 → 0
        empathy: () => 3, // 18 → 50
        'social-skill': (keyed, i) => (i === 0 ? 4 : keyed === 1 ? 1 : 5), // 4 + 5·1 = 9 → 12.5 % → 13
      });
      // Overall: 22 + 30 + 6 + 18 + 9 = 85 → (85 − 30) / 120 = 45.8 % → 46. Margins: sample sd
      // of the six recoded answers / √6 / 4 · 100, rounded up: self-awareness 5 ×4 and 1 ×2 →
      // 21.1 → 22; social skill 4 and 1 ×5 → 12.5 → 13; the same answer six times → 0.
      const expected: QuestionnaireResult = {
        kind: 'eq',
        scales: [
          { key: 'self-awareness', percent: 67, margin: 22 },
          { key: 'self-regulation', percent: 100, margin: 0 },
          { key: 'self-motivation', percent: 0, margin: 0 },
          { key: 'empathy', percent: 50, margin: 0 },
          { key: 'social-skill', percent: 13, margin: 13 },
        ],
        overall: { percent: 46 },
      };
      const session = await start(3);
      expect((await view(session, 3, 'fr')).state).toMatchObject({ profileRequired: false, itemCount: 30 });
      await answerAll(session, sheet.slice(1));
      expect(await confirm(session)).toMatchObject({
        status: 400,
        body: { result: 400, message: '1 of 30 items are not answered yet' },
      });
      expect(await post('/exam/session/profile', PROFILE, session)).toMatchObject({
        status: 400,
        body: { message: QUESTIONNAIRE_MESSAGES.profileNotForThisExam },
      });
      await answerAll(session, sheet.slice(0, 1));
      await confirmOk(session, 3);
      expect(await result(session, 3)).toEqual(expected);
    });

    test('brain dominance: 75 % left by hand, and an even sheet is balanced', async () => {
      expect(keyingOf(BRAIN_DOMINANCE)).toEqual({ LR: '+-+-+-+-+-+-' });
      const left = await start(4);
      // Every item counts 4 toward left: 48 → (48 − 12) / 48 = 75 %.
      await answerAll(left, sheetFor(BRAIN_DOMINANCE, { LR: (keyed) => (keyed === 1 ? 4 : 2) }));
      await confirmOk(left, 4);
      expect(await result(left, 4)).toEqual({
        kind: 'brain-dominance',
        leftPercent: 75,
        rightPercent: 25,
        dominant: 'left',
        margin: 0,
      });
      const even = await start(4);
      await answerAll(even, sheetFor(BRAIN_DOMINANCE, { LR: () => 3 })); // 36 → 50 %
      await confirmOk(even, 4);
      expect(await result(even, 4)).toEqual({
        kind: 'brain-dominance',
        leftPercent: 50,
        rightPercent: 50,
        dominant: 'balanced',
        margin: 0,
      });
      expect(await result(left)).toMatchObject({ dominant: 'left' });
    });

    test('the session holder never gets the result: confirm carries none and the public result route is 403', async () => {
      const mine = await start(4);
      await answerAll(mine, sheetFor(BRAIN_DOMINANCE, { LR: (keyed) => (keyed === 1 ? 5 : 1) }));
      const confirmed = await confirmOk(mine, 4);
      // Not a field of any result kind, under any name, in the confirmation's data.
      const resultFields = [
        'result',
        'kind',
        'leftPercent',
        'rightPercent',
        'dominant',
        'typeCode',
        'axes',
        'scales',
        'overall',
      ];
      for (const field of resultFields) expect([...fieldNames(dataOf(confirmed))]).not.toContain(field);
      expect(confirmed.text).not.toMatch(/percent|dominant|brain|left|right/i);
      const again = await confirmOk(mine, 4);
      expect(again.text).toBe(confirmed.text);

      // The public route: 403 confirmed or not, with the message and nothing else.
      const refused = await get('/exam/session/result', mine);
      expect(refused).toMatchObject({
        status: 403,
        body: { result: 403, message: QUESTIONNAIRE_MESSAGES.resultNotHere },
      });
      expect(refused.body).not.toHaveProperty('data');
      expect(refused.text).not.toMatch(/percent|dominant/i);
      const other = await start(3);
      expect(await get('/exam/session/result', other)).toMatchObject({
        status: 403,
        body: { message: QUESTIONNAIRE_MESSAGES.resultNotHere },
      });
      expect(await get('/exam/session/result', 'x'.repeat(43))).toMatchObject({
        status: 404,
        body: { result: 404, message: 'Exam session not found' },
      });
      expect(await get('/exam/session/result')).toMatchObject({
        status: 400,
        body: { message: 'Missing Exam-Session header' },
      });
      const iq = await start(1);
      expect(await get('/exam/session/result', iq)).toMatchObject({
        status: 400,
        body: { message: QUESTIONNAIRE_MESSAGES.notAQuestionnaire },
      });
      // Another exam's path with my session looks like an unknown session.
      expect(await get('/exam/question/questionnaire/2/en', mine)).toMatchObject({ status: 404 });

      // The internal route: the result with the internal token only; a wrong one is a missing route.
      expect(await result(mine, 4)).toEqual({
        kind: 'brain-dominance',
        leftPercent: 100,
        rightPercent: 0,
        dominant: 'left',
        margin: 0,
      });
      const notFound = await internalResult(mine, null);
      expect(notFound).toMatchObject({ status: 404, body: { result: 404, message: 'Not found' } });
      expect(await internalResult(mine, 'guessed-token')).toMatchObject({ status: 404, body: notFound.body });
      expect(await internalResult(mine, '')).toMatchObject({ status: 404, body: notFound.body });
      expect(await internalResult(other)).toMatchObject({
        status: 409,
        body: { result: 409, message: QUESTIONNAIRE_MESSAGES.notConfirmed },
      });
      expect(await internalResult('x'.repeat(43))).toMatchObject({
        status: 404,
        body: { message: 'Exam session not found' },
      });
      expect(await internalResult(iq)).toMatchObject({
        status: 404,
        body: { message: 'Exam session not found' },
      });
      expect(await internalResult(undefined)).toMatchObject({
        status: 400,
        body: { message: 'Missing Exam-Session header' },
      });
    });

    test('bad input gets a clear envelope and changes nothing', async () => {
      const session = await start(2);
      const itemId = SIXTEEN_TYPES.items[0]!.id;
      await answer(session, itemId, 4);
      const before = await rowsOf(session);
      const refused: [unknown, number, RegExp | string][] = [
        [{ itemId: 'zz-99', value: 3 }, 400, 'itemId: "zz-99" is not an item of this questionnaire'],
        [{ itemId: 'bd-01', value: 3 }, 400, 'itemId: "bd-01" is not an item of this questionnaire'],
        [{ itemId, value: 6 }, 400, 'value: must be a whole number from 1 to 5, or null to clear'],
        [{ itemId, value: 0 }, 400, 'value: must be a whole number from 1 to 5, or null to clear'],
        [{ itemId, value: 2.5 }, 400, /^value: must be a whole number/],
        [{ itemId, value: '3' }, 400, /^value: /],
        [{ itemId }, 400, /^value: /],
        [{ itemId: '<script>', value: 3 }, 400, /^itemId: must be an item id/],
        [{ questionId: itemId, optionId: 'x' }, 400, /^itemId: /],
        ['{"itemId":', 400, 'Malformed JSON body'],
        [[1, 2], 400, /^body: /],
        [{ itemId, value: 3, pad: 'x'.repeat(1024 * 1024) }, 413, 'Request body too large (limit 1 MB)'],
      ];
      for (const [body, status, message] of refused) {
        const res = await post('/exam/session/answer', body, session);
        expect(res).toMatchObject({ status, body: { result: status, message: expect.any(String) } });
        expect((res.body as { message: string }).message).toMatch(message);
      }

      // The personality form: every field required, the first missing one (form order) named.
      const form: [Record<string, unknown>, string][] = [
        [{}, QUESTIONNAIRE_MESSAGES.firstNameRequired],
        [{ ...PROFILE, firstName: '   ' }, QUESTIONNAIRE_MESSAGES.firstNameRequired],
        [{ ...PROFILE, firstName: 'x'.repeat(51) }, QUESTIONNAIRE_MESSAGES.firstNameTooLong],
        [{ ...PROFILE, lastName: undefined }, QUESTIONNAIRE_MESSAGES.lastNameRequired],
        [{ ...PROFILE, email: '' }, 'Please input email address'], // spec §5
        [{ ...PROFILE, email: 'ada@' }, 'Please input correct email address'], // spec §5
        [{ ...PROFILE, birthYear: null }, QUESTIONNAIRE_MESSAGES.birthYearRequired],
        [{ ...PROFILE, birthYear: 1850 }, QUESTIONNAIRE_MESSAGES.birthYearInvalid],
        [{ ...PROFILE, birthYear: '1990' }, QUESTIONNAIRE_MESSAGES.birthYearInvalid],
        [{ ...PROFILE, gender: undefined }, QUESTIONNAIRE_MESSAGES.genderRequired],
        [{ ...PROFILE, gender: 'other' }, QUESTIONNAIRE_MESSAGES.genderRequired],
        [{ ...PROFILE, country: '' }, QUESTIONNAIRE_MESSAGES.countryRequired],
        [{ ...PROFILE, country: 'Germany' }, QUESTIONNAIRE_MESSAGES.countryRequired],
      ];
      for (const [body, message] of form)
        expect(await post('/exam/session/profile', body, session)).toMatchObject({
          status: 400,
          body: { result: 400, message },
        });
      expect(await post('/exam/session/profile', '{"firstName"', session)).toMatchObject({
        status: 400,
        body: { message: 'Malformed JSON body' },
      });
      expect(await post('/exam/session/profile', PROFILE, await start(1))).toMatchObject({
        status: 400,
        body: { message: QUESTIONNAIRE_MESSAGES.notAQuestionnaire },
      });
      expect(await post('/exam/session/profile', PROFILE, 'nope')).toMatchObject({ status: 404 });
      expect(await rowsOf(session)).toEqual(before);
    });

    test('IQ sessions keep their flow; each kind of session refuses the other kind of call', async () => {
      const iq = await start(1);
      const iqState = examSessionStateSchema.parse(dataOf(await get('/exam/session/state', iq)));
      expect(iqState.answers).toEqual({});
      // A questionnaire answer to an IQ session gets the IQ validation, as before.
      expect(await post('/exam/session/answer', { itemId: 'ei-01', value: 3 }, iq)).toMatchObject({
        status: 400,
        body: { message: expect.stringMatching(/^questionId: /) },
      });
      expect(await get('/exam/question/questionnaire/1/en', iq)).toMatchObject({
        status: 400,
        body: { message: QUESTIONNAIRE_MESSAGES.notAQuestionnaire },
      });
      expect(await post('/exam/session/confirm', {}, iq)).toMatchObject({
        status: 200,
        body: { data: { outcome: 'abnormal', reason: 'nothing-answered' } },
      });

      const personality = await start(2);
      expect(await get('/exam/question/list/2/en', personality)).toMatchObject({
        status: 409,
        body: { result: 409, message: QUESTIONNAIRE_MESSAGES.isAQuestionnaire },
      });
      expect(await get('/exam/question/list/1/en', personality)).toMatchObject({ status: 404 });
      expect(await get('/exam/question/list/x/en', personality)).toMatchObject({ status: 400 });
      // The catalogue announces the real questionnaires.
      expect(dataOf(await get('/exam/info/2'))).toMatchObject({ questionCount: 40, optionCount: 5 });
      expect(dataOf(await get('/exam/info/3'))).toMatchObject({ questionCount: 30, optionCount: 5 });
      expect(dataOf(await get('/exam/info/4'))).toMatchObject({ questionCount: 12, optionCount: 5 });
    });

    test('no stack traces in any body', () => {
      expect(bodies.length).toBeGreaterThan(50);
      for (const body of bodies) expect(leaksInternals(body)).toBe(false);
    });
  });
});
