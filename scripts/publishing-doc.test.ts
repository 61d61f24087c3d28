// Issue 40: the example remote another team would build (e2e/fixtures/outside-landing, which
// registry.spec.ts takes live and back) is made of the publishing document's files, verbatim: the
// document alone is enough to build it.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const DOC = fs.readFileSync(path.join(ROOT, 'docs', 'publishing-a-remote.md'), 'utf8');
const FIXTURE = path.join(ROOT, 'e2e', 'fixtures', 'outside-landing');

/** The document's fenced code blocks, as written. */
const blocks = [...DOC.matchAll(/^```[a-z]*\n([\s\S]*?)^```$/gm)].map((match) => match[1]);

test.each(['src/page.js', 'webpack.config.cjs', 'build.cjs'])('%s is in the document, verbatim', (file) => {
  expect(blocks).toContain(fs.readFileSync(path.join(FIXTURE, file), 'utf8'));
});

test('the example holds no other file than the document shows', () => {
  const files = (fs.readdirSync(FIXTURE, { recursive: true }) as string[])
    .filter((file) => fs.statSync(path.join(FIXTURE, file)).isFile())
    .sort();
  expect(files).toEqual(['build.cjs', 'src/page.js', 'webpack.config.cjs']);
});

test('the document names the registration body and the contract parts a team needs', () => {
  for (const part of [
    '`contentHash`',
    '`shared`',
    '`entry`',
    'mfe_<remote>',
    '`pages`',
    'code, examId, variant',
  ])
    expect(DOC).toContain(part);
});
