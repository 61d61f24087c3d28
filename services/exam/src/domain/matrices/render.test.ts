import { generateItem } from './generate';

const ALLOWED = new Set(['svg', 'g', 'rect', 'polygon', 'circle', 'path', 'text']);

/** A strict little XML check: balanced tags, quoted attributes, only drawing elements. */
function checkSvg(svg: string): string[] {
  const problems: string[] = [];
  if (!/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/.test(svg))
    problems.push('root');
  if (/<script|href|url\(|\son[a-z]+=|<!|<\?|javascript:/i.test(svg))
    problems.push('active or external content');
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z:-]+="[^"<>]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
    const between = svg.slice(last, m.index);
    if (/[<>&]/.test(between)) problems.push(`stray text ${between}`);
    last = tag.lastIndex;
    const [, closing, name = '', , selfClosing] = m;
    if (!ALLOWED.has(name)) problems.push(`element ${name}`);
    if (closing) {
      if (stack.pop() !== name) problems.push(`unbalanced </${name}>`);
    } else if (!selfClosing) stack.push(name);
  }
  if (last !== svg.length) problems.push('trailing content');
  if (stack.length) problems.push(`unclosed ${stack.join(',')}`);
  return problems;
}

describe('SVG rendering', () => {
  const items = Array.from({ length: 10 }, (_, i) => generateItem(7000 + i, i + 1));

  test.each(items.map((item) => [item.level, item] as const))(
    'level %i: matrix and six options are well-formed',
    (_level, item) => {
      expect(checkSvg(item.matrixSvg)).toEqual([]);
      expect(item.optionSvgs).toHaveLength(6);
      for (const svg of item.optionSvgs) expect(checkSvg(svg)).toEqual([]);
    },
  );

  test('the matrix has a "?" in its ninth cell and scales by viewBox only', () => {
    for (const item of items) {
      expect(item.matrixSvg).toContain('>?</text>');
      expect(item.matrixSvg).not.toMatch(/<svg[^>]*\s(width|height)=/);
    }
  });

  test('black on white: every colour is a grey', () => {
    for (const item of items) {
      for (const svg of [item.matrixSvg, ...item.optionSvgs]) {
        for (const [, colour] of svg.matchAll(/(?:fill|stroke)="(#[0-9a-f]+)"/g)) {
          expect(colour).toMatch(/^#([0-9a-f])\1\1$|^#([0-9a-f]{2})\2\2$/);
        }
      }
    }
  });

  test('option markup carries nothing that marks the key', () => {
    for (const item of items) {
      for (const svg of item.optionSvgs) expect(svg).not.toMatch(/\s(id|class|data-[a-z-]+)=/);
    }
  });

  test('the checker itself rejects broken or active SVG', () => {
    expect(checkSvg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><g></svg>')).not.toEqual([]);
    expect(checkSvg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><script/></svg>')).not.toEqual(
      [],
    );
    expect(checkSvg('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>')).not.toEqual([]);
  });
});
