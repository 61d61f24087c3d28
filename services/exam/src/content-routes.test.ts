import {
  generateLogidResponseSchema,
  helpArticleSchema,
  helpListSchema,
  privacyAndAgreementSchema,
  protocolListSchema,
  protocolSchema,
  runtimeViewSchema,
  type ContentBlock,
  type HelpArticle,
  type HelpList,
  type PrivacyAndAgreement,
  type Protocol,
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
import { DEFAULT_EXAM_CONFIG } from './config';
import { examMigrations } from './data-access/migrations';
import type { ExamDB } from './data-access/schema';

const SUPPORT_EMAIL = 'care@iqtest-online.com';
// Not translated: the same name and address in every language (issue 13, GDPR Art. 13).
const OPERATOR_NAME = 'Cognitio Testing S.L.';
const OPERATOR_ADDRESS = 'Calle de Alcalá 42, 28014 Madrid, España';
const TOPIC_IDS = [
  'timed-test',
  'report-and-price',
  'subscription',
  'refunds',
  'retrieve-report',
  'account',
  'answer-privacy',
];
const OTHER_LOCALES = ['zh-CN', 'zh-HK', 'fr-FR', 'es-ES', 'ja-JP', 'de-DE', 'pt-PT', 'ko-KR'];

// Hand-written: each locale's title of the first topic and of both protocols.
const TITLES: [string, string, string, string][] = [
  ['en-US', 'How does the timed test work?', 'Privacy policy', 'Terms of use'],
  ['zh-CN', '限时测试是怎样进行的？', '隐私政策', '用户协议'],
  ['zh-HK', '限時測驗是怎樣進行的？', '私隱政策', '使用條款'],
  [
    'fr-FR',
    'Comment fonctionne le test chronométré ?',
    'Politique de confidentialité',
    'Conditions d’utilisation',
  ],
  ['es-ES', '¿Cómo funciona el test con tiempo límite?', 'Política de privacidad', 'Condiciones de uso'],
  ['ja-JP', '制限時間付きのテストはどのように進みますか？', 'プライバシーポリシー', '利用規約'],
  ['de-DE', 'Wie funktioniert der Test mit Zeitlimit?', 'Datenschutzerklärung', 'Nutzungsbedingungen'],
  ['pt-PT', 'Como funciona o teste com tempo limite?', 'Política de privacidade', 'Termos de utilização'],
  ['ko-KR', '제한 시간이 있는 테스트는 어떻게 진행되나요?', '개인정보 처리방침', '이용약관'],
];

const blockTexts = (blocks: ContentBlock[]) =>
  blocks.flatMap((b) => (b.type === 'list' ? b.items : [b.text]));

describe.each(databaseTargets())('exam content routes on $name', (target) => {
  describeFor(target)('', () => {
    const bodies: string[] = [];
    const get = async (path: string, headers: Record<string, string> = {}) => {
      const res = await request(`${service.url}${path}`, { headers });
      bodies.push(res.text);
      return res;
    };
    const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
      const res = await postJson(`${service.url}${path}`, body, headers);
      bodies.push(res.text);
      return res;
    };
    const data = <T>(res: { status: number; body: unknown }): T => {
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ result: 200 });
      return (res.body as { data: T }).data;
    };

    const service = serviceUnderTest<ExamDB>(target, 'exam', examMigrations, (database) =>
      createExamApp({
        database,
        config: {
          ...DEFAULT_EXAM_CONFIG,
          supportEmail: SUPPORT_EMAIL,
          operatorName: OPERATOR_NAME,
          operatorAddress: OPERATOR_ADDRESS,
        },
      }),
    );

    afterAll(() => {
      for (const body of bodies) {
        expect(leaksInternals(body)).toBe(false);
        // The configured address, never the placeholder or a reserved example domain.
        expect(body).not.toMatch(/\{supportEmail\}|example\.(com|org|net)|iqtest\.example|iq-test\.local/);
        expect(body).not.toMatch(/\{operatorName\}|\{operatorAddress\}|development default/);
      }
    });

    test.each(TITLES)(
      '%s: help list, every article and both protocols in that language',
      async (hl, title, privacy, terms) => {
        const list = helpListSchema.parse(data<HelpList>(await get(`/app/help/list?hl=${hl}`)));
        expect(list.hl).toBe(hl);
        expect(list.topics.map((t) => t.id)).toEqual(TOPIC_IDS);
        expect(list.topics[0]?.title).toBe(title);
        for (const id of TOPIC_IDS) {
          const article = helpArticleSchema.parse(
            data<HelpArticle>(await get(`/app/help/info/${id}?hl=${hl}`)),
          );
          expect(article).toMatchObject({ id, hl, title: list.topics.find((t) => t.id === id)?.title });
        }
        expect(protocolSchema.parse(data<Protocol>(await get(`/app/protocol/privacy?hl=${hl}`))).title).toBe(
          privacy,
        );
        expect(
          protocolSchema.parse(data<Protocol>(await get(`/app/protocol/agreement?hl=${hl}`))).title,
        ).toBe(terms);
      },
    );

    test.each(TITLES.map(([hl]) => hl))(
      '%s: the privacy policy names the controller and the terms the provider, as configured',
      async (hl) => {
        const both = data<PrivacyAndAgreement>(await get(`/app/protocol/getPrivacyAndAgreement/1/${hl}`));
        for (const id of ['privacy', 'agreement'] as const) {
          const alone = protocolSchema.parse(data<Protocol>(await get(`/app/protocol/${id}?hl=${hl}`)));
          expect(both[id]).toEqual(alone);
          const text = blockTexts(alone.blocks).join('\n');
          // Name and address together in one sentence, and the address in full.
          expect(text).toContain(OPERATOR_NAME);
          expect(text).toContain(OPERATOR_ADDRESS);
          expect(
            blockTexts(alone.blocks).some((t) => t.includes(OPERATOR_NAME) && t.includes(OPERATOR_ADDRESS)),
          ).toBe(true);
        }
        // The privacy policy's contact line gives the support address next to the operator.
        const privacy = blockTexts(both.privacy.blocks).find((t) => t.includes(OPERATOR_NAME));
        expect(privacy).toContain(SUPPORT_EMAIL);
      },
    );

    test.each(OTHER_LOCALES)('%s: no title, summary or text equals the English one', async (hl) => {
      const english = (path: string) => get(path);
      for (const id of TOPIC_IDS) {
        const en = data<HelpArticle>(await english(`/app/help/info/${id}?hl=en-US`));
        const other = data<HelpArticle>(await get(`/app/help/info/${id}?hl=${hl}`));
        expect(other.title).not.toBe(en.title);
        expect(other.summary).not.toBe(en.summary);
        expect(other.blocks).toHaveLength(en.blocks.length);
        const enTexts = new Set(blockTexts(en.blocks));
        for (const text of blockTexts(other.blocks)) expect(enTexts.has(text)).toBe(false);
      }
      for (const id of ['privacy', 'agreement']) {
        const en = data<Protocol>(await english(`/app/protocol/${id}?hl=en-US`));
        const other = data<Protocol>(await get(`/app/protocol/${id}?hl=${hl}`));
        expect(other.title).not.toBe(en.title);
        expect(other.blocks.map((b) => b.type)).toEqual(en.blocks.map((b) => b.type));
        const enTexts = new Set(blockTexts(en.blocks));
        for (const text of blockTexts(other.blocks)) expect(enTexts.has(text)).toBe(false);
      }
    });

    test('the language comes from the path, then the hl query, then the hl header; unknown is English', async () => {
      const firstTitle = async (path: string, headers: Record<string, string> = {}) =>
        data<HelpList>(await get(path, headers)).topics[0]?.title;
      expect(await firstTitle('/app/help/list/1/ja-JP?hl=de-DE')).toBe(
        '制限時間付きのテストはどのように進みますか？',
      );
      expect(await firstTitle('/app/help/list?hl=de', { hl: 'fr-FR' })).toBe(
        'Wie funktioniert der Test mit Zeitlimit?',
      );
      expect(await firstTitle('/app/help/list', { hl: 'fr-FR' })).toBe(
        'Comment fonctionne le test chronométré ?',
      );
      expect(await firstTitle('/app/help/list?hl=gr-DE')).toBe('Wie funktioniert der Test mit Zeitlimit?');
      expect(await firstTitle('/app/help/list?hl=zh-TW')).toBe('限時測驗是怎樣進行的？');
      expect(await firstTitle('/app/help/list?hl=xx-YY')).toBe('How does the timed test work?');
      expect(await firstTitle('/app/help/list?hl=../../etc')).toBe('How does the timed test work?');
    });

    test('help article by query id, with the configured support address filled in', async () => {
      const article = data<HelpArticle>(await get('/app/help/info?id=refunds&hl=en-US'));
      expect(article.title).toBe('How do I ask for a refund?');
      expect(blockTexts(article.blocks).join(' ')).toContain(`write to ${SUPPORT_EMAIL}.`);
      const german = data<HelpArticle>(await get('/app/help/info?id=refunds', { hl: 'de-DE' }));
      expect(german.title).toBe('Wie beantrage ich eine Erstattung?');
    });

    test.each([
      '/app/help/info/no-such-topic',
      '/app/help/info/Timed-Test',
      '/app/help/info/..%2F..%2Fetc',
      '/app/help/info/%00',
      `/app/help/info/${'a'.repeat(500)}`,
      '/app/help/info?id=no-such-topic',
      '/app/help/info?id=constructor',
      '/app/help/info?id=__proto__',
      '/app/help/info?id=timed-test&id=refunds',
      '/app/help/info',
    ])('unknown or malformed help id %s → the same 404 envelope', async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ result: 404, message: 'Help article not found' });
    });

    test('protocols: list, both at once, by id; unknown ids and exams refused', async () => {
      const list = protocolListSchema.parse(data(await get('/app/protocol/list/1/es-ES')));
      expect(list.map((p) => [p.id, p.title])).toEqual([
        ['privacy', 'Política de privacidad'],
        ['agreement', 'Condiciones de uso'],
      ]);
      const both = privacyAndAgreementSchema.parse(
        data(await get('/app/protocol/getPrivacyAndAgreement/1/ko-KR')),
      );
      expect(both.privacy.title).toBe('개인정보 처리방침');
      expect(both.agreement.title).toBe('이용약관');
      const privacy = data<Protocol>(await get('/app/protocol/info/privacy?hl=pt-PT'));
      expect(privacy.title).toBe('Política de privacidade');
      expect(privacy.blocks[0]).toEqual({ type: 'heading', text: 'Responsável pelo tratamento' });
      expect(blockTexts(privacy.blocks).join(' ')).toContain(SUPPORT_EMAIL);

      for (const path of [
        '/app/protocol/info/cookies',
        '/app/protocol/info/PRIVACY',
        '/app/protocol/info/%00',
      ])
        expect(await get(path)).toMatchObject({
          status: 404,
          body: { result: 404, message: 'Document not found' },
        });
      expect(await get('/app/protocol/list/999/en-US')).toMatchObject({ status: 404, body: { result: 404 } });
      expect(await get('/app/help/list/abc/en-US')).toMatchObject({ status: 400, body: { result: 400 } });
      expect(await get('/app/protocol/getPrivacyAndAgreement/0/en-US')).toMatchObject({ status: 400 });
    });

    test('support address from configuration', async () => {
      expect(data(await get('/app/support/info'))).toEqual({ email: SUPPORT_EMAIL });
    });

    test('view: the runtime config from the query and headers', async () => {
      const view = runtimeViewSchema.parse(
        data(
          await get('/app/v2/view?hl=ja&av=2.3.1&mode=fb_ads&code=spring&eid=2&alias=iq&fbclid=abc&dl=x', {
            logid: 'abc_123-X',
            uid: 'user_42',
          }),
        ),
      );
      expect(view).toEqual({
        alias: 'iq',
        apiBase: '/api',
        version: '2.3.1',
        mode: 'fb_ads',
        logid: 'abc_123-X',
        hl: 'ja-JP',
        code: 'spring',
        examId: 2,
        countryCode: 'JA',
        uid: 'user_42',
      });
      const anonymous = runtimeViewSchema.parse(data(await get('/app/v2/view?countryCode=de')));
      expect(anonymous).toMatchObject({
        alias: '',
        version: '0.1.0',
        mode: 'web',
        hl: 'en-US',
        code: 'web',
        examId: 1,
        countryCode: 'DE',
        uid: '',
      });
      expect(anonymous.logid).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      expect(data<{ examId: number }>(await get('/app/v2/view?aeid=3')).examId).toBe(3);
      expect(data<{ examId: number }>(await get('/app/v2/view', { 'Exam-App-Id': '4' })).examId).toBe(4);
    });

    test.each([
      ['/app/v2/view?eid=abc', {}, 400],
      ['/app/v2/view?eid=0', {}, 400],
      ['/app/v2/view?eid=999', {}, 404],
      ['/app/v2/view?countryCode=USA', {}, 400],
      ['/app/v2/view?code=a-b', {}, 400],
      ['/app/v2/view?mode=%3Cscript%3E', {}, 400],
      ['/app/v2/view?av=1.0&av=2.0', {}, 400],
      ['/app/v2/view', { uid: 'not a uid!' }, 400],
    ])('view refuses %s %j', async (path, headers, status) => {
      const res = await get(path, headers);
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ result: status, message: expect.any(String) });
    });

    test('generate logid: a fresh id of the logger’s format each time', async () => {
      const first = generateLogidResponseSchema.parse(
        data(await post('/app/v2/generate/logid', { appExamId: 1 })),
      );
      const second = generateLogidResponseSchema.parse(data(await post('/app/v2/generate/logid', {})));
      expect(first.logid).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      expect(second.logid).not.toBe(first.logid);
      // Not the request's own id: a new one.
      const third = data<{ logid: string }>(
        await post('/app/v2/generate/logid', { appExamId: '2' }, { logid: 'mine' }),
      );
      expect(third.logid).not.toBe('mine');
    });

    test.each([
      [{ appExamId: 'abc' }, 400],
      [{ appExamId: -1 }, 400],
      [{ appExamId: 1.5 }, 400],
      [[1, 2], 400],
      ['"text"', 400],
      [{ appExamId: 999 }, 404],
    ])('generate logid refuses %j', async (body, status) => {
      const res = await post('/app/v2/generate/logid', body);
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ result: status });
    });
  });
});
