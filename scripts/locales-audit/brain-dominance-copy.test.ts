// Issues 35 and 36: brain dominance is a just-for-fun self-report questionnaire about thinking
// styles, never a measurement of which brain hemisphere leads. Every string of the site in nine
// locales (screens, landing, checkout, mails, PDF, catalogue) is searched for hemisphere wording.
// It may appear only in the questionnaire's own copy (its playful title, the style names and the
// result texts, each beside the "not a neuroscience measurement" note, issue 12) and in the
// test's name where a language names it by the two sides (左右脑优势测试, 右脳・左脳テスト,
// 좌뇌·우뇌 우세 테스트). A new string that talks of hemispheres fails here until someone reads it.
import { leavesOf } from './audit';
import { siteResources } from './resources';

const HEMISPHERE =
  /hemisph|hémisph|hemisferi|hemisfér|hirnhälfte|gehirnhälfte|半球|左脑|右脑|左腦|右腦|左脳|右脳|좌뇌|우뇌|좌우뇌|cerveau (gauche|droit)|cerebro (izquierdo|derecho)|cérebro (esquerdo|direito)|(left|right)[ -]brain|(linke|rechte)[nrs]? (ge)?hirn/i;

/** The questionnaire's own copy: it plays with the left/right-brain labels and says it does. */
const QUESTIONNAIRE = [
  'services/exam/src/domain/questionnaires/brain-dominance.ts',
  'shared/report-copy/src/questionnaires/brain-dominance.ts',
];

/** Strings that name the test (or list it by name) in the languages that name it by its two sides. */
const NAMES: Record<string, readonly string[]> = {
  'mfe-account/src/locales': ['info.reports.exams.brainDominance'],
  'mfe-checkout/src/locales': [
    'tiers.freeTests',
    'triplePurchase.body',
    'triplePurchase.intro',
    'triplePurchase.tests.brain-dominance',
  ],
  'mfe-landing/src/locales': ['categories.names.brainDominance'],
  'mfe-report/src/locales': [
    'parts.brainTest',
    'freeTests.body',
    'freeTests.tests.brain.name',
    'questionnaires.brain-dominance.title',
  ],
  'services/order/src/modules/orders/domain/catalogue-copy.ts CATALOGUE_COPY': ['items.brainTest.name'],
};
const NAMING_LOCALES = new Set(['zh-CN', 'zh-HK', 'ja-JP', 'ko-KR']);

test('no string outside the questionnaire describes brain dominance by hemispheres', () => {
  const found: string[] = [];
  for (const resource of siteResources()) {
    if (QUESTIONNAIRE.some((file) => resource.name.startsWith(file))) continue;
    for (const [locale, value] of Object.entries(resource.byLocale)) {
      for (const [key, leaf] of leavesOf(value)) {
        if (leaf.kind !== 'text' || !HEMISPHERE.test(leaf.text)) continue;
        if (NAMING_LOCALES.has(locale) && NAMES[resource.name]?.includes(key)) continue;
        found.push(`${resource.name} ${key} [${locale}]: ${leaf.text}`);
      }
    }
  }
  expect(found).toEqual([]);
});

test('the search finds the wording issue 35 removed, in each script', () => {
  for (const text of [
    'find out whether your left or right hemisphere leads',
    'Gehirnhälften-Dominanz',
    'découvrez quel hémisphère domine',
    '看看你的左脑还是右脑占优势',
    '좌뇌와 우뇌 중 어느 쪽이',
  ]) {
    expect(text).toMatch(HEMISPHERE);
  }
  expect('Brain dominance test: a just-for-fun quiz, not a measurement of the brain').not.toMatch(HEMISPHERE);
});
