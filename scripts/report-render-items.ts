// The 30 test items the report renderer's tests and bench draw (issue 39): real items from the
// exam service's generator, frozen into shared/report-render, which may not import a service.
// scripts/report-render-items.test.ts fails when the generator moves on; then rewrite them:
//   npx tsx scripts/report-render-items.ts
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { assembleTest } from '../services/exam/src/domain/matrices';
import {
  SAMPLE_ITEMS_FILE,
  SAMPLE_ITEMS_SEED,
  type SampleItem,
} from '../shared/report-render/src/testing/sample-items';

export function generatedSampleItems(): SampleItem[] {
  return assembleTest(SAMPLE_ITEMS_SEED).map((item) => ({
    matrixSvg: item.matrixSvg,
    optionSvgs: item.optionSvgs,
    correctOption: item.correctOption,
    rules: item.rules,
    optionMistakes: item.optionMistakes,
  }));
}

if (require.main === module) {
  const json = JSON.stringify(generatedSampleItems());
  fs.writeFileSync(SAMPLE_ITEMS_FILE, zlib.gzipSync(Buffer.from(json), { level: 9 }));
  console.log(`wrote ${path.relative(process.cwd(), SAMPLE_ITEMS_FILE)}`);
}
