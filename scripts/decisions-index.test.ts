// Issue 39: decisions are short dated records, one file each in docs/decisions/, listed by topic in
// docs/decisions.md. This keeps the index and the records in step: every record is listed once
// under its own title, every link leads to a record, each record carries its date, What and Why,
// and a record marked superseded is marked so in the index (and only then).
import fs from 'node:fs';
import path from 'node:path';

const DOCS = path.join(__dirname, '..', 'docs');
const RECORDS = path.join(DOCS, 'decisions');
const INDEX = path.join(DOCS, 'decisions.md');

interface Listed {
  title: string;
  file: string;
  superseded: boolean;
}

/** The index's record lines: `- [<date> · <title>](decisions/<file>)`, optionally `— _superseded_`. */
function listedRecords(index: string): Listed[] {
  const listed: Listed[] = [];
  for (const line of index.split('\n')) {
    const m = /^- \[(.+)\]\(decisions\/([^)]+)\)( — _superseded_)?$/.exec(line);
    if (m) listed.push({ title: m[1]!, file: m[2]!, superseded: m[3] !== undefined });
  }
  return listed;
}

/** What is wrong with one record's text, named by its file; empty when nothing is. */
function recordProblems(file: string, text: string): string[] {
  const problems: string[] = [];
  const date = /^(\d{4}-\d{2}-\d{2})-[a-z0-9-]+\.md$/.exec(file)?.[1];
  if (!date) problems.push(`${file}: the name is not <yyyy-mm-dd>-<slug>.md`);
  const lines = text.split('\n');
  const title = /^# (\d{4}-\d{2}-\d{2}) · \S/.exec(lines[0] ?? '');
  if (!title) problems.push(`${file}: the first line is not "# <date> · <title>"`);
  else if (date && title[1] !== date)
    problems.push(`${file}: the title's date ${title[1]} is not the file's`);
  if (!lines.some((l) => l.startsWith('**What.**'))) problems.push(`${file}: no **What.** paragraph`);
  if (!lines.some((l) => /^\*\*Why[ .]/.test(l))) problems.push(`${file}: no **Why** paragraph`);
  return problems;
}

/** Links from one record to another record that lead nowhere. */
function brokenLinks(file: string, text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+\.md)(#[^)]*)?\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z]+:/.test(target))
    .filter((target) => !fs.existsSync(path.join(RECORDS, target)))
    .map((target) => `${file} links to ${target}, which does not exist`);
}

const files = fs
  .readdirSync(RECORDS)
  .filter((f) => f.endsWith('.md'))
  .sort();
const texts = new Map(files.map((f) => [f, fs.readFileSync(path.join(RECORDS, f), 'utf8')]));
const listed = listedRecords(fs.readFileSync(INDEX, 'utf8'));

describe('docs/decisions.md and docs/decisions/', () => {
  test('every record is listed once and every listed record exists', () => {
    const counts = new Map<string, number>();
    for (const { file } of listed) counts.set(file, (counts.get(file) ?? 0) + 1);
    expect(files.filter((f) => counts.get(f) !== 1)).toEqual([]);
    expect([...counts.keys()].filter((f) => !texts.has(f))).toEqual([]);
  });

  test('each record has its date in its name and title, a What and a Why', () => {
    expect(files.flatMap((f) => recordProblems(f, texts.get(f)!))).toEqual([]);
  });

  test('the index shows each record under its own title, superseded ones marked', () => {
    const mismatched = listed
      .filter(({ file }) => texts.has(file))
      .flatMap(({ title, file, superseded }) => {
        const text = texts.get(file)!;
        const own = text.split('\n')[0]!.slice(2);
        const marked = text.split('\n').some((l) => l.startsWith('**Superseded**'));
        return [
          ...(own === title ? [] : [`${file}: listed as "${title}", titled "${own}"`]),
          ...(marked === superseded
            ? []
            : [`${file}: superseded ${marked} in the record, ${superseded} in the index`]),
        ];
      });
    expect(mismatched).toEqual([]);
  });

  test("records' links to other records lead somewhere", () => {
    expect(files.flatMap((f) => brokenLinks(f, texts.get(f)!))).toEqual([]);
  });

  test('the checks see a broken record and an index line', () => {
    expect(recordProblems('2026-11-29-x.md', '# 2026-11-28 · X\n\n**What.** y\n')).toEqual([
      "2026-11-29-x.md: the title's date 2026-11-28 is not the file's",
      '2026-11-29-x.md: no **Why** paragraph',
    ]);
    expect(listedRecords('- [2026-11-29 · X](decisions/2026-11-29-x.md) — _superseded_')).toEqual([
      { title: '2026-11-29 · X', file: '2026-11-29-x.md', superseded: true },
    ]);
  });
});
