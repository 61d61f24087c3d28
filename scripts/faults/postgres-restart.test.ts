// Fault test (issue 15): PostgreSQL restarted under load. The stack runs on a PostgreSQL server
// this test owns; visitors keep starting IQ tests and saving answers through the gateway while the
// server is restarted (`pg_ctl restart -m fast`: every connection cut). The services must come
// back by themselves (/healthz 200 again within a bound), a write refused during the outage must
// be a 5xx envelope and never a hang, and NO acknowledged write may be lost: every session start
// and answer that got a 2xx is in the exam tables afterwards (read with plain SQL).
import {
  call,
  canOwnPostgres,
  dataOf,
  describeTopology,
  DOUBLE_ON_POSTGRES,
  healthStatus,
  isEnvelope,
  ownPostgres,
  readTables,
  SINGLE_ON_POSTGRES,
  sleep,
  startTopology,
  until,
  type Reply,
  type Topology,
} from './fault-kit';

/** Visitors writing at once. */
const VISITORS = 4;
/** Longest a call may take before it counts as a hang. */
const CALL_LIMIT_MS = 10_000;
/** How soon after PostgreSQL accepts connections again every gateway must answer /healthz with 200. */
const RECOVERY_BOUND_MS = 15_000;

interface Ledger {
  sessions: Set<string>;
  answers: { session: string; item: string; option: string; at: number }[];
  refused: { what: string; reply: Reply; at: number }[];
  calls: number;
}

/** One visitor: start a test, take its list, answer item after item; again, until told to stop. */
async function visitor(gateway: string, ledger: Ledger, stop: () => boolean): Promise<void> {
  const note = (what: string, reply: Reply) => {
    ledger.calls += 1;
    if (reply.status < 200 || reply.status > 299) ledger.refused.push({ what, reply, at: Date.now() });
    return reply.status >= 200 && reply.status <= 299;
  };
  while (!stop()) {
    const started = await call(`${gateway}/api/exam/session/start`, {
      body: { examId: 1, code: 'web' },
      timeoutMs: CALL_LIMIT_MS,
    });
    if (!note('session start', started)) {
      await sleep(50);
      continue;
    }
    const session = dataOf<{ sessionId: string }>(started).sessionId;
    ledger.sessions.add(session);
    const headers = { 'Exam-Session': session };
    const list = await call(`${gateway}/api/exam/question/list/1/en`, { headers, timeoutMs: CALL_LIMIT_MS });
    if (!note('question list', list)) continue;
    for (const question of dataOf<{ questions: { id: string; options: { id: string }[] }[] }>(list)
      .questions) {
      if (stop()) return;
      const option = question.options[ledger.calls % question.options.length]!.id;
      const saved = await call(`${gateway}/api/exam/session/answer`, {
        body: { questionId: question.id, optionId: option },
        headers,
        timeoutMs: CALL_LIMIT_MS,
      });
      if (note('answer', saved)) ledger.answers.push({ session, item: question.id, option, at: Date.now() });
    }
  }
}

const TOPOLOGIES: Topology[] = [SINGLE_ON_POSTGRES, DOUBLE_ON_POSTGRES];
const describeOwned = canOwnPostgres() ? describe : describe.skip;
if (!canOwnPostgres())
  console.info('Not root or no PostgreSQL 15 binaries: skipping the PostgreSQL restart test.');

describeOwned('PostgreSQL restarted under load', () => {
  let server: Awaited<ReturnType<typeof ownPostgres>> | undefined;
  beforeAll(async () => {
    server = await ownPostgres();
  }, 60_000);
  afterAll(() => server?.stop(), 30_000);

  describe.each(TOPOLOGIES)('$instances instance(s)', (topology) => {
    let stack: Awaited<ReturnType<typeof startTopology>> | undefined;
    let databaseUrl = '';
    beforeAll(async () => {
      databaseUrl = await server!.createDatabase(`faults_${topology.instances}`);
      stack = await startTopology(topology, { DATABASE_URL: databaseUrl });
    }, 150_000);
    afterAll(() => stack?.remove(), 60_000);

    test(`${describeTopology(topology)}: services reconnect, refusals are 5xx envelopes, no acknowledged write is lost`, async () => {
      const { urls } = stack!;
      const ledger: Ledger = { sessions: new Set(), answers: [], refused: [], calls: 0 };
      let stopping = false;
      // Reconnect, not crash: the supervisor would hide a process that died of the lost connection.
      const pids = stack!.children.map((c) => `${c.name}:${c.child.pid}`);
      const visitors = Array.from({ length: VISITORS }, (_, i) =>
        visitor(urls[i % urls.length]!, ledger, () => stopping),
      );
      try {
        // Load first, then the restart in the middle of it.
        await until('writes before the restart', () => ledger.answers.length >= 30, 30_000);
        const answersBefore = ledger.answers.length;
        const restartAt = Date.now();
        await server!.restart();
        const acceptingAt = Date.now();
        let healthyIn = 0;
        for (const url of urls)
          healthyIn = Math.max(
            healthyIn,
            await until(
              'healthy after the restart',
              async () => (await healthStatus(url)) === 200,
              RECOVERY_BOUND_MS,
              100,
            ),
          );
        // And writes go through again, on every gateway's services.
        await until(
          'writes after the restart',
          () => ledger.answers.filter((a) => a.at > acceptingAt).length >= 30,
          30_000,
        );
        stopping = true;
        await Promise.all(visitors);

        const during = ledger.refused.filter((r) => r.at >= restartAt);
        console.info(
          `${describeTopology(topology)}: ${ledger.calls} calls, ${ledger.sessions.size} sessions and ` +
            `${ledger.answers.length} answers acknowledged (${answersBefore} before the restart); restart took ` +
            `${acceptingAt - restartAt} ms, healthy ${healthyIn} ms after; ${ledger.refused.length} refused ` +
            `(${[...new Set(ledger.refused.map((r) => r.reply.status))].join(', ')})`,
        );
        expect(stack!.children.map((c) => `${c.name}:${c.child.pid}`)).toEqual(pids);
        // The outage was met (writes were refused), and every refusal was a 503 envelope asking to
        // try again shortly (the database unavailable: services/common http-errors.ts), on time.
        expect(during.length).toBeGreaterThan(0);
        expect(ledger.refused.filter((r) => r.at < restartAt)).toEqual([]);
        const badRefusals = ledger.refused
          .filter((r) => !(r.reply.status === 503 && isEnvelope(r.reply.body)))
          .map((r) => ({ what: r.what, status: r.reply.status, text: r.reply.text.slice(0, 200) }));
        expect(badRefusals).toEqual([]);
        expect(ledger.refused.filter((r) => /\bat .+:\d+:\d+|node_modules/.test(r.reply.text))).toEqual([]);
      } finally {
        stopping = true;
        await Promise.all(visitors);
      }

      // Every acknowledged write, found with plain SQL in the exam schema.
      const stored = await readTables({ databaseUrl }, 'exam', async (query) => ({
        sessions: await query<{ id: string }>('select id from sessions where id = any($1)', [
          [...ledger.sessions],
        ]),
        answers: await query<{ session_id: string; item_id: string; answer_option_id: string | null }>(
          'select session_id, item_id, answer_option_id from session_items where session_id = any($1)',
          [[...ledger.sessions]],
        ),
      }));
      const storedIds = new Set(stored.sessions.map((s) => s.id));
      expect([...ledger.sessions].filter((id) => !storedIds.has(id))).toEqual([]);
      const storedAnswers = new Map(
        stored.answers.map((a) => [`${a.session_id}/${a.item_id}`, a.answer_option_id]),
      );
      const lost = ledger.answers.filter((a) => storedAnswers.get(`${a.session}/${a.item}`) !== a.option);
      expect(lost).toEqual([]);
    }, 180_000);
  });
});
