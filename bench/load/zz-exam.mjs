import { drive } from './drive.mjs';
import { examJourney } from './mix.mjs';
import { withLoadStack } from './stack.mjs';
import { databaseUrlOn, dropDatabase, ensureDatabase } from '../../scripts/lib/postgres.mjs';
import { processCpuMs } from './cpu.mjs';
const url = databaseUrlOn('postgres://postgres@127.0.0.1:5432/postgres', `bench_zz_${process.pid}`);
await dropDatabase(url);
await ensureDatabase(url);
process.env.DATABASE_URL = url;
const side = process.argv[2] || 'gateway';
try {
  await withLoadStack({ port: 29480, logLevel: 'info' }, async (urls) => {
    const pids = Object.fromEntries(urls.stack.children.map(({ name, child }) => [name, child.pid]));
    const steps = examJourney(side === 'gateway' ? '/api' : '', 30);
    await drive({
      url: side === 'gateway' ? urls.gateway : urls.exam,
      journey: steps,
      connections: 20,
      durationS: 4,
    });
    const before = Object.fromEntries(Object.entries(pids).map(([n, p]) => [n, processCpuMs(p)]));
    const r = await drive({
      url: side === 'gateway' ? urls.gateway : urls.exam,
      journey: steps,
      connections: 20,
      durationS: Number(process.argv[3] || 15),
    });
    const per = Object.entries(pids)
      .map(([n, p]) => `${n} ${((processCpuMs(p) - before[n]) / r.responses).toFixed(3)}`)
      .join(', ');
    console.log(side, r.rps.toFixed(0), 'req/s;', per, 'ms CPU per request');
  });
} finally {
  await dropDatabase(url);
}
