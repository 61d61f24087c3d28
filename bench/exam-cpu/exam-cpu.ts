// CPU per exam request, in process (issue 15 follow-up): the exam app on PGlite or PostgreSQL,
// driven over loopback HTTP by this same process; process.cpuUsage() deltas per request kind,
// minus what a trivial request (GET /health) costs the client and the HTTP stack.
// Usage: npx tsx bench/exam-cpu/exam-cpu.ts [pglite|postgres] [sessions]
//   DATABASE_URL for postgres (default postgres://postgres@127.0.0.1:5432/test).
import http from 'node:http';
import { createLogger } from '@iq/service-common';
import { createTestDatabase, startServer } from '@iq/service-common/src/testing';
import { createExamApp } from '../../services/exam/src/app';
import { examMigrations } from '../../services/exam/src/data-access/migrations';
import type { ExamDB } from '../../services/exam/src/data-access/schema';

const target = (process.argv[2] ?? 'pglite') as 'pglite' | 'postgres';
const SESSIONS = Number(process.argv[3] ?? 40);
const ANSWERS_PER_SESSION = 5;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** What this script reads of the replies (start, question list). */
interface Data {
  sessionId: string;
  questions: { id: string; options: { id: string }[] }[];
}
interface Reply {
  status: number;
  json: { data: Data } | string;
}

function call(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${base}${path}`,
      {
        method,
        agent,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, json: text.startsWith('{') ? JSON.parse(text) : text });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function main() {
  const database = await createTestDatabase<ExamDB>(
    target === 'postgres'
      ? {
          name: 'postgres',
          available: true,
          databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
        }
      : ({ name: 'pglite', available: true } as never),
    'exam',
    examMigrations,
  );
  const app = createExamApp({ database, logger: createLogger('exam', { level: 'silent' }) });
  const server = await startServer(app);
  const base = server.url;
  const totals: Record<string, { ms: number; n: number }> = {};
  const timed = async <T>(kind: string, work: () => Promise<T>): Promise<T> => {
    const before = cpuMs();
    const result = await work();
    const entry = (totals[kind] ??= { ms: 0, n: 0 });
    entry.ms += cpuMs() - before;
    entry.n += 1;
    return result;
  };
  const expect200 = (res: Reply, what: string): Data => {
    if (res.status !== 200 || typeof res.json === 'string')
      throw new Error(`${what}: ${res.status} ${JSON.stringify(res.json)}`);
    return res.json.data;
  };
  // Warm-up: JIT and pools.
  for (let round = 0; round < 2; round += 1) {
    const started = expect200(
      await call(base, 'POST', '/exam/session/start', { examId: 1, code: 'x' }),
      'start',
    );
    const h = { 'exam-session': started.sessionId };
    const list = expect200(await call(base, 'GET', '/exam/question/list/1/en-US', undefined, h), 'list');
    for (const q of list.questions.slice(0, 3))
      expect200(
        await call(base, 'POST', '/exam/session/answer', { questionId: q.id, optionId: q.options[0]!.id }, h),
        'answer',
      );
    await call(base, 'GET', '/health');
  }
  const sessions: { id: string; questions: { id: string; options: { id: string }[] }[] }[] = [];
  for (let i = 0; i < SESSIONS; i += 1) {
    const started = await timed('start', async () =>
      expect200(await call(base, 'POST', '/exam/session/start', { examId: 1, code: 'x' }), 'start'),
    );
    const h = { 'exam-session': started.sessionId };
    const list = await timed('list (cached)', async () =>
      expect200(await call(base, 'GET', '/exam/question/list/1/en-US', undefined, h), 'list'),
    );
    sessions.push({ id: started.sessionId, questions: list.questions });
    for (let a = 0; a < ANSWERS_PER_SESSION; a += 1) {
      const q = list.questions[a]!;
      await timed('answer', async () =>
        expect200(
          await call(
            base,
            'POST',
            '/exam/session/answer',
            { questionId: q.id, optionId: q.options[a % q.options.length]!.id },
            h,
          ),
          'answer',
        ),
      );
    }
    await timed('health (baseline)', async () => call(base, 'GET', '/health'));
  }
  // Lists again in start order: with more sessions than the drawings cache holds, the first miss it.
  for (const s of sessions)
    await timed('list (2nd, in start order)', async () =>
      expect200(
        await call(base, 'GET', '/exam/question/list/1/en-US', undefined, { 'exam-session': s.id }),
        'list',
      ),
    );
  // LOOP=list|answer: 300 more of one kind on the last session (for node --cpu-prof).
  const last = sessions[sessions.length - 1]!;
  const h = { 'exam-session': last.id };
  if (process.env.LOOP === 'list')
    for (let i = 0; i < 300; i += 1)
      await timed('list (loop, cached)', async () =>
        expect200(await call(base, 'GET', '/exam/question/list/1/en-US', undefined, h), 'list'),
      );
  if (process.env.LOOP === 'answer')
    for (let i = 0; i < 300; i += 1) {
      const q = last.questions[i % 30]!;
      await timed('answer (loop)', async () =>
        expect200(
          await call(
            base,
            'POST',
            '/exam/session/answer',
            { questionId: q.id, optionId: q.options[i % 6]!.id },
            h,
          ),
          'answer',
        ),
      );
    }
  const baseline = totals['health (baseline)']!.ms / totals['health (baseline)']!.n;
  console.log(
    `exam CPU per request on ${target}, ${SESSIONS} sessions (ms; the client's share included, baseline GET /health ${baseline.toFixed(2)} ms)`,
  );
  for (const [kind, { ms, n }] of Object.entries(totals))
    console.log(
      `  ${kind.padEnd(28)} n=${String(n).padStart(4)}  ${(ms / n).toFixed(2).padStart(7)}  (−baseline ${(ms / n - baseline).toFixed(2)})`,
    );
  agent.destroy();
  await server.close();
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
