// Thirty real test items (SVGs, rules, each option's mistakes) for the sample inputs, frozen from
// the exam service's generator by scripts/report-render-items.ts: this package imports no
// service, and scripts/report-render-items.test.ts checks the copy is current.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { ReportQuestionInput } from '../input';

export const SAMPLE_ITEMS_SEED = 20261123;
export const SAMPLE_ITEMS_FILE = path.join(__dirname, 'fixtures', 'sample-items.json.gz');

export interface SampleItem {
  matrixSvg: string;
  optionSvgs: string[];
  /** Position 0–5 of the right option. */
  correctOption: number;
  rules: ReportQuestionInput['rules'];
  /** Per option: what it gets wrong (empty for the right one). */
  optionMistakes: ReportQuestionInput['mistakes'][];
}

let items: SampleItem[] | null = null;

export function sampleItems(): SampleItem[] {
  items ??= JSON.parse(zlib.gunzipSync(fs.readFileSync(SAMPLE_ITEMS_FILE)).toString('utf8')) as SampleItem[];
  return items;
}
