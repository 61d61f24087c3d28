// Canary analyses (issue 41): a canary started with its gates and steps, and the changes the
// analysis job makes (step up, promote, roll back), each in one transaction with its audit row,
// behind the registry's change lock (registry-store.ts inChange) and the analysis row's lock, so
// two gateways never act on one analysis twice.
import type { Kysely } from 'kysely';
import { ConflictError, NotFoundError } from '@iq/service-common';
import type { AnalysisConfig, AnalysisView, GateResult, RemoteName } from '@iq/contracts';
import { auditTarget } from '../domain/registry-rules';
import { emptyTally, tally, type Tally } from '../domain/build-health';
import { SLOT_MS, slotOf } from '../domain/rum-counts';
import type { RegistryDB } from '../schema';
import {
  adopt,
  adoptableBuild,
  buildById,
  inChange,
  liveBuildOf,
  refOf,
  setCanary,
  setLive,
  writeAudit,
  type ChangeContext,
  type Trx,
} from './registry-store';
import { rumStore } from './rum-store';

type Db = Kysely<RegistryDB>;

/** The audit actor of the analysis job's changes. */
export const ANALYSIS_ACTOR = 'analysis';

const analysisRows = (db: Db | Trx) =>
  db
    .selectFrom('canary_analyses')
    .innerJoin('builds', 'builds.id', 'canary_analyses.build_id')
    .selectAll('canary_analyses')
    .select('builds.version');

type AnalysisRow = NonNullable<Awaited<ReturnType<ReturnType<typeof analysisRows>['executeTakeFirst']>>>;

async function viewOf(db: Db | Trx, row: AnalysisRow): Promise<AnalysisView> {
  const live = await liveBuildOf(db, row.remote);
  const liveVersion = live
    ? ((await db.selectFrom('builds').select('version').where('id', '=', live.build_id).executeTakeFirst())
        ?.version ?? null)
    : null;
  const config = row.config;
  return {
    remote: row.remote as RemoteName,
    version: row.version,
    liveVersion,
    config,
    state: row.state,
    stepIndex: row.step_index,
    share: config.steps[row.step_index] ?? 0,
    startedAt: row.started_at.toISOString(),
    stepStartedAt: row.step_started_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    gates: row.gates,
    reason: row.reason,
  };
}

/** What the job judges: the canary's and the live build's counts since the step began. */
export interface StepSamples {
  canary: Tally;
  live: Tally | null;
}

/** What the job decided for a step (canary-analysis.ts judgeStep), with the numbers. */
export interface AnalysisDecision {
  decision: 'step-up' | 'rollback' | 'wait';
  gates: GateResult[];
  reason: string;
}

export type AnalysisOutcome =
  | { kind: 'wait' }
  | { kind: 'gone' }
  | { kind: 'stopped' | 'stepped' | 'promoted' | 'rolled-back'; view: AnalysisView };

export const analysisStore = {
  /** The remote's running analysis, or its latest. */
  async latest(db: Db, remote: string): Promise<AnalysisView | null> {
    const row = await analysisRows(db)
      .where('canary_analyses.remote', '=', remote)
      .orderBy('canary_analyses.id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? viewOf(db, row) : null;
  },

  /** Ids of the running analyses (the job's list; each is then locked on its own). */
  async runningIds(db: Db): Promise<number[]> {
    const rows = await db.selectFrom('canary_analyses').select('id').where('state', '=', 'running').execute();
    return rows.map((r) => r.id);
  },

  /** A canary of `version` at the first step's share, with its analysis; one running per remote. */
  async start(
    db: Db,
    remote: string,
    version: string,
    config: AnalysisConfig,
    context: ChangeContext,
  ): Promise<AnalysisView> {
    const file = await adoptableBuild(db, remote, context);
    return inChange(db, async (trx) => {
      await adopt(trx, remote, file, context);
      const running = await trx
        .selectFrom('canary_analyses')
        .select('id')
        .where('remote', '=', remote)
        .where('state', '=', 'running')
        .executeTakeFirst();
      if (running)
        throw new ConflictError(
          `${remote} already has a canary under analysis; stop it before starting another`,
        );
      const canary = await setCanary(trx, remote, version, config.steps[0]!, context);
      const row = await trx
        .insertInto('canary_analyses')
        .values({
          remote,
          build_id: canary!.buildId,
          config: JSON.stringify(config),
          state: 'running',
          step_index: 0,
          started_by: context.actor,
          started_at: context.at,
          step_started_at: context.at,
          gates: '[]',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const [started] = await analysisRows(trx).where('canary_analyses.id', '=', row.id).execute();
      return viewOf(trx, started!);
    });
  },

  /** Stops the remote's running analysis and ends its canary (audited). */
  async stop(db: Db, remote: string, context: ChangeContext): Promise<AnalysisView> {
    return inChange(db, async (trx) => {
      const row = await analysisRows(trx)
        .where('canary_analyses.remote', '=', remote)
        .where('state', '=', 'running')
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw new NotFoundError(`${remote} has no canary under analysis`);
      const canary = await trx
        .selectFrom('canaries')
        .selectAll()
        .where('remote', '=', remote)
        .executeTakeFirst();
      if (canary?.build_id === row.build_id) await setCanary(trx, remote, row.version, 0, context);
      return finish(trx, row, 'stopped', `Stopped by ${context.actor}: ${context.reason}`, context.at);
    });
  },

  /**
   * One look at a running analysis: judges the step's samples and applies the decision. A canary
   * that was changed by hand (another build, another share, ended, promoted) stops the analysis.
   */
  async look(
    db: Db,
    id: number,
    judge: (config: AnalysisConfig, remote: RemoteName, samples: StepSamples) => AnalysisDecision,
    at: Date,
  ): Promise<AnalysisOutcome> {
    return inChange(db, async (trx) => {
      const row = await analysisRows(trx)
        .where('canary_analyses.id', '=', id)
        .where('state', '=', 'running')
        .forUpdate()
        .executeTakeFirst();
      if (!row) return { kind: 'gone' };
      const { remote, config } = row;
      const share = config.steps[row.step_index];
      const canary = await trx
        .selectFrom('canaries')
        .selectAll()
        .where('remote', '=', remote)
        .executeTakeFirst();
      if (!canary || canary.build_id !== row.build_id || canary.share !== share) {
        const now = canary ? `${canary.share} % of build #${canary.build_id}` : 'no canary';
        const reason = `The canary was changed by hand (${now}); the analysis stopped`;
        return { kind: 'stopped', view: await finish(trx, row, 'stopped', reason, at) };
      }
      const live = await liveBuildOf(trx, remote);
      const liveBuild = live ? await buildById(trx, live.build_id) : null;
      // The step's own visits: from the first whole slot after it began (none of the step before).
      const from = new Date(slotOf(row.step_started_at).getTime() + SLOT_MS);
      const to = new Date(slotOf(at).getTime() + SLOT_MS);
      const samples: StepSamples = {
        canary: tally(await rumStore.countsOf(trx, remote, row.version, from, to)),
        live: liveBuild ? tally(await rumStore.countsOf(trx, remote, liveBuild.version, from, to)) : null,
      };
      const judged = judge(config, remote as RemoteName, { ...samples, live: samples.live ?? emptyTally() });
      const context = { actor: ANALYSIS_ACTOR, reason: judged.reason, at };
      const gates = JSON.stringify(judged.gates);
      if (judged.decision === 'wait') {
        await trx
          .updateTable('canary_analyses')
          .set({ checked_at: at, gates })
          .where('id', '=', id)
          .execute();
        return { kind: 'wait' };
      }
      const canaryState = { ...refOf({ id: row.build_id, version: row.version }), share: share! };
      const target = auditTarget.canary(remote);
      if (judged.decision === 'rollback') {
        await trx.deleteFrom('canaries').where('remote', '=', remote).execute();
        await writeAudit(
          trx,
          { action: 'rollback', remote, target, before: canaryState, after: null },
          context,
        );
        await trx.updateTable('canary_analyses').set({ gates }).where('id', '=', id).execute();
        return {
          kind: 'rolled-back',
          view: await finish(trx, { ...row, gates: judged.gates }, 'rolled-back', judged.reason, at),
        };
      }
      const next = config.steps[row.step_index + 1];
      if (next === undefined || next >= 100) {
        // The last step held: the canary's build becomes live and the canary ends.
        const before = liveBuild ? refOf(liveBuild) : null;
        await setLive(trx, remote, row.build_id, at);
        await trx.deleteFrom('canaries').where('remote', '=', remote).execute();
        const after = refOf({ id: row.build_id, version: row.version });
        await writeAudit(
          trx,
          { action: 'promote', remote, target: auditTarget.live(remote), before, after },
          context,
        );
        await writeAudit(
          trx,
          { action: 'canary', remote, target, before: canaryState, after: null },
          context,
        );
        await trx.updateTable('canary_analyses').set({ gates }).where('id', '=', id).execute();
        return {
          kind: 'promoted',
          view: await finish(trx, { ...row, gates: judged.gates }, 'promoted', judged.reason, at),
        };
      }
      await trx
        .updateTable('canaries')
        .set({ share: next, updated_at: at })
        .where('remote', '=', remote)
        .execute();
      await writeAudit(
        trx,
        { action: 'canary', remote, target, before: canaryState, after: { ...canaryState, share: next } },
        context,
      );
      await trx
        .updateTable('canary_analyses')
        .set({ step_index: row.step_index + 1, step_started_at: at, checked_at: at, gates })
        .where('id', '=', id)
        .execute();
      const [stepped] = await analysisRows(trx).where('canary_analyses.id', '=', id).execute();
      return { kind: 'stepped', view: await viewOf(trx, stepped!) };
    });
  },
};

async function finish(
  trx: Trx,
  row: AnalysisRow,
  state: 'stopped' | 'promoted' | 'rolled-back',
  reason: string,
  at: Date,
): Promise<AnalysisView> {
  await trx
    .updateTable('canary_analyses')
    .set({ state, reason, decided_at: at, checked_at: at })
    .where('id', '=', row.id)
    .execute();
  return viewOf(trx, { ...row, state, reason, decided_at: at, checked_at: at });
}
