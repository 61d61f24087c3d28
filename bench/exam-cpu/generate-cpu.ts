// CPU of drawing one IQ set (a session start's biggest cost) and a fingerprint of what it draws:
// a change meant to be faster must print the same fingerprint. Run it under tsx, as the service.
// Usage: npx tsx bench/exam-cpu/generate-cpu.ts [sets]
import { createHash } from 'node:crypto';
import { assembleTest } from '../../services/exam/src/domain/matrices';

const SETS = Number(process.argv[2] ?? 60);
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
for (let seed = 0; seed < 3; seed += 1) assembleTest(seed, 30); // warm-up
const hash = createHash('sha256');
let ms = 0;
for (let i = 0; i < SETS; i += 1) {
  const seed = (i * 2_654_435_761) % 2 ** 32;
  const before = cpuMs();
  const items = assembleTest(seed, 30);
  ms += cpuMs() - before;
  hash.update(JSON.stringify(items));
}
console.log(
  `${SETS} sets of 30: ${(ms / SETS).toFixed(2)} ms CPU per set; fingerprint ${hash.digest('base64url')}`,
);
