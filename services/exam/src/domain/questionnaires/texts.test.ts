// Issue 12 "Done when": a test fails when any locale lacks an item (or a label) or shows one
// identical to English. Every LocalizedText of every questionnaire is collected and checked.
import { LOCALE_TAGS, type LocaleTag } from '@iq/contracts';
import { QUESTIONNAIRES, localizeQuestionnaire, questionnaireForExam, type LocalizedText } from './index';

/** Texts allowed to equal English in some locale (proper nouns). None so far. */
const SAME_AS_ENGLISH_ALLOWED = new Set<string>();

function textsOf(q: (typeof QUESTIONNAIRES)[number]): [string, LocalizedText][] {
  return [
    [`${q.id} title`, q.title],
    [`${q.id} description`, q.description],
    ...q.responseScale.labels.map((l, i): [string, LocalizedText] => [`${q.id} response ${i + 1}`, l]),
    ...q.scales.flatMap((s): [string, LocalizedText][] => [
      [`${q.id} scale ${s.key}`, s.label],
      ...(s.poles ?? []).map((p): [string, LocalizedText] => [`${q.id} pole ${p.letter}`, p.label]),
    ]),
    ...q.parts.map((p): [string, LocalizedText] => [`${q.id} ${p.id} progress message`, p.progressMessage]),
    ...q.items.map((it): [string, LocalizedText] => [`${q.id} item ${it.id}`, it.text]),
  ];
}
const ALL = QUESTIONNAIRES.flatMap(textsOf);
const OTHER_LOCALES = LOCALE_TAGS.filter((tag) => tag !== 'en-US');

test('there are texts to check (3 instruments, 82 items)', () => {
  expect(QUESTIONNAIRES.map((q) => [q.id, q.items.length])).toEqual([
    ['sixteen-types', 40],
    ['eq', 30],
    ['brain-dominance', 12],
  ]);
  expect(ALL.length).toBeGreaterThan(82 + 3 * 2);
});

test.each(ALL)('%s: all nine locales, none empty, none an English copy', (_where, text) => {
  expect(Object.keys(text).sort()).toEqual([...LOCALE_TAGS].sort());
  for (const tag of LOCALE_TAGS) {
    expect(typeof text[tag]).toBe('string');
    expect(text[tag].trim()).not.toBe('');
    expect(text[tag]).toBe(text[tag].trim());
  }
  const english = text['en-US'];
  const copies = OTHER_LOCALES.filter(
    (tag) => text[tag] === english && !SAME_AS_ENGLISH_ALLOWED.has(english),
  );
  expect(copies).toEqual([]);
});

test.each(QUESTIONNAIRES.map((q) => [q.id, q] as const))(
  '%s: no two items share a text in any locale',
  (_id, q) => {
    for (const tag of LOCALE_TAGS) {
      const texts = q.items.map((it) => it.text[tag]);
      expect(texts.filter((t, i) => texts.indexOf(t) !== i)).toEqual([]);
    }
  },
);

// A zh-HK text copied from zh-CN (or the other way round) would show the wrong script: common
// characters whose simplified and traditional forms differ, as [simplified, traditional] pairs.
const SCRIPT_PAIRS =
  '们們 个個 这這 时時 会會 对對 为為 发發 让讓 认認 觉覺 欢歡 乐樂 经經 计計 划劃 问問 题題 说說 话話 边邊 东東 ' +
  '记記 习習 关關 几幾 见見 样樣 过過 处處 体體 现現 动動 应應 该該 还還 难難 长長 烦煩 恼惱 绪緒 实實 验驗 论論 ' +
  '谈談 导導 选選 择擇 将將 与與 从從 众眾 轻輕 听聽 读讀 写寫 画畫 创創 逻邏 辑輯 细細 节節 确確 决決 断斷 观觀 ' +
  '务務 间間 团團 队隊 争爭 执執 帮幫 忆憶 脑腦 维維 风風 测測 试試 类類 兴興 趣趣 静靜 压壓 调調 励勵 谐諧 议議';
const PAIRS = SCRIPT_PAIRS.split(' ')
  .map((pair) => [...pair] as [string, string])
  .filter(([simplified, traditional]) => simplified !== traditional);
test('zh-HK is written in traditional characters and zh-CN in simplified ones', () => {
  const simplified = new Set(PAIRS.map(([s]) => s));
  const traditional = new Set(PAIRS.map(([, t]) => t));
  const wrong: string[] = [];
  for (const [where, text] of ALL) {
    if ([...text['zh-HK']].some((c) => simplified.has(c))) wrong.push(`${where} zh-HK: ${text['zh-HK']}`);
    if ([...text['zh-CN']].some((c) => traditional.has(c))) wrong.push(`${where} zh-CN: ${text['zh-CN']}`);
  }
  expect(wrong).toEqual([]);
});

test('English items are short first-person statements', () => {
  for (const q of QUESTIONNAIRES)
    for (const it of q.items) {
      expect(it.text['en-US']).toMatch(/\b(I|My|me)\b/);
      expect(it.text['en-US']).toMatch(/\.$/);
      expect(it.text['en-US'].length).toBeLessThanOrEqual(80);
    }
});

describe('localizeQuestionnaire', () => {
  test.each(LOCALE_TAGS.map((tag) => [tag] as [LocaleTag]))('%s: texts only, no scoring key', (tag) => {
    for (const q of QUESTIONNAIRES) {
      const view = localizeQuestionnaire(q, tag);
      expect(view.title).toBe(q.title[tag]);
      expect(view.responseOptions.map((o) => o.value)).toEqual([1, 2, 3, 4, 5]);
      expect(view.responseOptions[0]?.label).toBe(q.responseScale.labels[0]?.[tag]);
      expect(view.parts.flatMap((p) => p.items.map((it) => it.id))).toEqual(q.items.map((it) => it.id));
      const json = JSON.stringify(view);
      expect(json).not.toMatch(/"keyed"|"scale"|"ipip"/);
    }
  });

  test('exam ids: 2 personality, 3 EQ, 4 brain dominance; IQ and unknown ids have none', () => {
    expect(questionnaireForExam(2)?.id).toBe('sixteen-types');
    expect(questionnaireForExam(3)?.id).toBe('eq');
    expect(questionnaireForExam(4)?.id).toBe('brain-dominance');
    expect(questionnaireForExam(1)).toBeNull();
    expect(questionnaireForExam(5)).toBeNull();
  });
});
