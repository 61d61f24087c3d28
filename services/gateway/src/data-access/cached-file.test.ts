import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readCachedFile } from './cached-file';

test('two readers of one file keep their own parsed values; each parses once until the file changes', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'iq-cached-')), 'mf-manifest.json');
  fs.writeFileSync(file, JSON.stringify({ name: 'exam', pages: { pages: [] } }));
  let parsed = 0;
  const nameOf = (text: string) => ((parsed += 1), (JSON.parse(text) as { name: string }).name);
  const pagesOf = (text: string) => (JSON.parse(text) as { pages: unknown }).pages;
  expect(readCachedFile(file, pagesOf)).toEqual({ pages: [] });
  expect(readCachedFile(file, nameOf)).toBe('exam');
  expect(readCachedFile(file, pagesOf)).toEqual({ pages: [] });
  expect(readCachedFile(file, nameOf)).toBe('exam');
  expect(parsed).toBe(1);
  fs.writeFileSync(file, JSON.stringify({ name: 'exam2' }));
  fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
  expect(readCachedFile(file, nameOf)).toBe('exam2');
  expect(parsed).toBe(2);
  expect(readCachedFile(path.join(path.dirname(file), 'absent.json'), nameOf)).toBeNull();
});
