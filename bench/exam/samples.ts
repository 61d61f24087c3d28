// Writes an easy (level 1), a medium (level 5) and a hardest (level 10) item to bench/results/
// as standalone SVG files (matrix above, options 1–6 below) for humans to look at.
// Run: npm run bench:exam:samples [-- seed]
import fs from 'node:fs';
import path from 'node:path';
import { generateItem } from '../../services/exam/src/domain/matrices';

const OUT = path.join(__dirname, '..', 'results');
const seed = Number(process.argv[2] ?? 2024);

/** Nests the item's own SVGs in one page-sized drawing; the key is marked only in the file name list. */
function sheet(matrixSvg: string, optionSvgs: string[]): string {
  const W = 640;
  const nest = (svg: string, x: number, y: number, w: number) =>
    svg.replace('<svg ', `<svg x="${x}" y="${y}" width="${w}" height="${w}" `);
  const optionW = 96;
  const gap = (W - 6 * optionW) / 7;
  const parts = [nest(matrixSvg, (W - 420) / 2, 16, 420)];
  optionSvgs.forEach((svg, i) => {
    const x = gap + i * (optionW + gap);
    parts.push(nest(svg, x, 460, optionW));
    parts.push(
      `<text x="${x + optionW / 2}" y="580" font-family="Arial,Helvetica,sans-serif" font-size="18" text-anchor="middle">${'ABCDEF'[i]}</text>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="600" viewBox="0 0 ${W} 600"><rect width="${W}" height="600" fill="#fff"/>${parts.join('')}</svg>`;
}

fs.mkdirSync(OUT, { recursive: true });
for (const [name, level] of [
  ['easy', 1],
  ['medium', 5],
  ['hardest', 10],
] as const) {
  const item = generateItem(seed, level);
  const file = path.join(OUT, `exam-item-${name}.svg`);
  fs.writeFileSync(file, sheet(item.matrixSvg, item.optionSvgs));
  const key = 'ABCDEF'[item.correctOption];
  console.log(
    `${name} (level ${level}, seed ${seed}): ${path.relative(process.cwd(), file)} — answer ${key}`,
  );
  console.log(
    `  rules: ${item.rules.map((r) => `${r.component}.${r.attribute} ${r.rule} ${JSON.stringify(r.detail ?? {})}`).join('; ')}`,
  );
  console.log(
    `  irt: a=${item.irt.a} b=${item.irt.b}; mistakes: ${item.mistakes.map((m) => (m ? `${m.component}.${m.attribute}:${m.mistake}` : 'key')).join(', ')}`,
  );
}
