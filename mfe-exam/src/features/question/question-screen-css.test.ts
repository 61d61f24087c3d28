// Jest maps CSS to identity-obj-proxy, so the phone layout rules of the question screen would
// pass every component test even if the stylesheet lost them. These checks read it (tokens,
// global selectors and the classes components read: src/css-modules.test.ts, for every sheet).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const strip = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '');
const css = strip(readFileSync(join(__dirname, 'question-screen.module.css'), 'utf8'));
/** The parts every question screen shares (question-frame.tsx). */
const frameCss = strip(readFileSync(join(__dirname, 'question-frame.module.css'), 'utf8'));

/** The declarations of `selector` outside any @media block. */
function rule(selector: string, sheet: string = css): string {
  const topLevel = sheet.replace(/@media[^{]+\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '');
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?:^|\\})\\s*${escaped}\\s*\\{([^}]*)\\}`).exec(topLevel);
  return match?.[1] ?? '';
}

test('six options in three columns at every width (two rows on a phone)', () => {
  expect(rule('.options')).toMatch(/grid-template-columns:\s*repeat\(3,/);
  expect(css.match(/grid-template-columns:\s*repeat\(2,/g)).toBeNull();
});

test('the matrix and the option pictures are bounded by the viewport height', () => {
  expect(rule('.matrix')).toMatch(/width:\s*min\(100%,\s*\d+svh\)/);
  expect(rule('.optionImage')).toMatch(/width:\s*min\(100%,\s*\d+svh\)/);
});

test('the keyboard hint shows only with a fine pointer that can hover', () => {
  expect(rule('.keysHint', frameCss)).toMatch(/display:\s*none/);
  expect(frameCss).toMatch(
    /@media \(hover: hover\) and \(pointer: fine\)\s*\{\s*\.keysHint\s*\{\s*display:\s*block;/,
  );
});

test('answered jump buttons are filled and checked, not only coloured', () => {
  const answered = rule(".jumpButton[data-answered='true']");
  expect(answered).toMatch(/background:\s*var\(--iq-color-primary\)/);
  expect(answered).toMatch(/color:\s*var\(--iq-color-on-primary\)/);
  expect(rule(".jumpButton[data-answered='true']::after")).toMatch(/content:\s*'✓'/);
  expect(rule(".jumpButton[aria-current='step']")).toMatch(/outline:/);
});

test('one question frame: the heading, navigation row and keyboard hint are styled only in question-frame.module.css', () => {
  const questionnaireCss = strip(
    readFileSync(join(__dirname, '../questionnaire/questionnaire.module.css'), 'utf8'),
  );
  // (The questionnaire's own .title is the test's name above the progress bar, not the heading.)
  expect(css.match(/\.(heading|title|nav|keysHint)\b/g) ?? []).toEqual([]);
  expect(questionnaireCss.match(/\.(heading|nav|keysHint)\b/g) ?? []).toEqual([]);
  for (const part of ['.heading', '.nav', '.keysHint']) expect(rule(part, frameCss)).not.toBe('');
});
