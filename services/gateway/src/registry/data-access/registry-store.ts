// The registry's reads and changes (issue 14). Every change runs in ONE transaction with its
// audit row, behind a table lock on audit_log: changes happen one at a time across instances, so
// a rollback reads the history it acts on and two promotes never interleave.
import { sql, type Kysely, type Transaction } from 'kysely';
import { BadRequestError, ConflictError, NotFoundError } from '@iq/service-common';
import type { AuditEntryView, BuildView, PublishBody } from '../contract';
import { describeClashes, sharedClashes, type ShellShared } from '../domain/shared-compatibility';
import {
  auditTarget,
  confirmsDrop,
  droppedPages,
  isCanaryShare,
  normaliseReason,
  republishOutcome,
  rollbackTarget,
  type PointerChange,
} from '../domain/registry-rules';
import type { AuditAction, BuildRef, CanaryState, RegistryDB, SharedRequirements } from '../schema';
import type { AdoptableBuild } from './stored-build';
import type { RemoteName, RemotePages } from '@iq/contracts';

type Db = Kysely<RegistryDB>;
export type Trx = Transaction<RegistryDB>;

/** Who asks for a change, why, and what the shell provides (for the shared-dependency check). */
export interface ChangeContext {
  actor: string;
  reason: string;
  shell: ShellShared;
  at: Date;
  /**
   * The deploy file's live build of a remote (stored-build.ts), adopted as the registry's live
   * build before its first change of that remote; absent, nothing is adopted.
   */
  fileBuild?: (remote: string) => Promise<AdoptableBuild | null>;
  /** A build's declared pages, read from the store (null: none readable); absent, pages are not compared. */
  pagesOf?: (remote: string, build: { version: string; entry: string }) => RemotePages | null;
  /** The pages the campaign manager confirmed a build may stop serving (issue 40). */
  dropPages?: readonly string[];
}

export interface BuildRow {
  id: number;
  remote: string;
  version: string;
  content_hash: string;
  entry: string;
  shared: SharedRequirements;
  published_at: Date;
  published_by: string;
}

export const refOf = (build: Pick<BuildRow, 'id' | 'version'>): BuildRef => ({
  buildId: build.id,
  version: build.version,
});
const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export async function inChange<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`lock table audit_log in share row exclusive mode`.execute(trx);
    return work(trx);
  });
}

export async function writeAudit(
  trx: Trx,
  row: { action: AuditAction; remote: string; target: string; before: unknown; after: unknown },
  context: Pick<ChangeContext, 'actor' | 'reason' | 'at'>,
): Promise<void> {
  // The HTTP contract checks it too; the store refuses on its own for callers without one (the CLI).
  const reason = normaliseReason(context.reason);
  if (reason === null) throw new BadRequestError('reason: a reason is required');
  await trx
    .insertInto('audit_log')
    .values({
      at: context.at,
      actor: context.actor,
      action: row.action,
      remote: row.remote,
      target: row.target,
      before: json(row.before),
      after: json(row.after),
      reason,
    })
    .execute();
}

async function findBuild(db: Db | Trx, remote: string, version: string): Promise<BuildRow | undefined> {
  return db
    .selectFrom('builds')
    .selectAll()
    .where('remote', '=', remote)
    .where('version', '=', version)
    .executeTakeFirst() as Promise<BuildRow | undefined>;
}

export async function buildOrFail(trx: Trx, remote: string, version: string): Promise<BuildRow> {
  const build = await findBuild(trx, remote, version);
  if (!build) throw new NotFoundError(`No build ${version} of ${remote} has been published`);
  return build;
}

/** spec of issue 14: a build whose shared requirements clash with the shell's is refused, with why. */
export function assertFitsShell(build: BuildRow, shell: ShellShared): void {
  const clashes = sharedClashes(build.shared, shell);
  if (clashes.length)
    throw new ConflictError(`Refused: ${build.remote} ${build.version}: ${describeClashes(clashes)}`);
}

export async function buildById(trx: Trx, id: number): Promise<BuildRow> {
  return (await trx
    .selectFrom('builds')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow()) as BuildRow;
}

async function pointerHistory(trx: Trx, target: string): Promise<PointerChange[]> {
  const rows = await trx
    .selectFrom('audit_log')
    .select(['action', 'before', 'after'])
    .where('target', '=', target)
    .where('action', 'in', ['promote', 'rollback', 'assign', 'unassign'])
    .orderBy('id')
    .execute();
  return rows as PointerChange[];
}

/**
 * Issue 40: a build that would stop serving pages its remote serves now (the live build's) is
 * refused with the list, unless the campaign manager confirmed exactly those pages. Returns the
 * pages dropped (confirmed), for the audit row.
 */
async function assertKeepsPages(trx: Trx, build: BuildRow, context: ChangeContext): Promise<string[]> {
  if (!context.pagesOf) return [];
  const live = await liveBuildOf(trx, build.remote);
  if (!live || live.build_id === build.id) return [];
  const current = await buildById(trx, live.build_id);
  const remote = build.remote as RemoteName;
  const dropped = droppedPages(remote, context.pagesOf(remote, current), context.pagesOf(remote, build));
  if (dropped.length && !confirmsDrop(dropped, context.dropPages))
    throw new ConflictError(
      `Refused: ${remote} ${build.version} declares no page for ${dropped.join(', ')}, which ${remote} ` +
        `serves now (${current.version}). To take these pages away, confirm exactly this list (dropPages) with a reason.`,
    );
  return dropped;
}

/** The audit row's `after` of a change that confirmed dropping pages: it names them. */
const withDropped = <T extends object>(after: T, dropped: string[]) =>
  dropped.length ? { ...after, droppedPages: dropped } : after;

/** The audit actor of an adoption. */
export const ADOPTING_ACTOR = 'registry';

/** The build the deploy file serves for a remote the registry has nothing live of, if any. */
export async function adoptableBuild(
  db: Db,
  remote: string,
  context: ChangeContext,
): Promise<AdoptableBuild | null> {
  if (!context.fileBuild || (await liveBuildOf(db, remote))) return null;
  return context.fileBuild(remote);
}

/**
 * Issue 40: before the registry's first change of a remote, the build the deploy file serves
 * becomes its live build (registered if it never was), audited as `adopt`. The change that
 * follows then replaces a build the registry knows, so a rollback returns to it.
 */
export async function adopt(
  trx: Trx,
  remote: string,
  file: AdoptableBuild | null,
  context: Pick<ChangeContext, 'at'>,
): Promise<void> {
  if (!file || (await liveBuildOf(trx, remote))) return;
  const build =
    (await findBuild(trx, remote, file.version)) ??
    ((await trx
      .insertInto('builds')
      .values({
        remote,
        version: file.version,
        content_hash: file.contentHash,
        entry: file.entry,
        shared: JSON.stringify(file.shared),
        published_at: context.at,
        published_by: 'deploy file',
      })
      .returningAll()
      .executeTakeFirstOrThrow()) as BuildRow);
  await setLive(trx, remote, build.id, context.at);
  const reason = 'the deploy file served it before the registry changed this remote';
  const after = { ...refOf(build), contentHash: build.content_hash, entry: build.entry };
  // The registry's own record, not the campaign manager's decision: its actor is the registry.
  await writeAudit(
    trx,
    { action: 'adopt', remote, target: auditTarget.live(remote), before: null, after },
    { actor: ADOPTING_ACTOR, at: context.at, reason },
  );
}

export const registryStore = {
  /** A CI publish: a new immutable build, or the same one again (a no-op); another hash is refused. */
  async publish(
    db: Db,
    body: PublishBody,
    context: Pick<ChangeContext, 'actor' | 'at'>,
  ): Promise<{ created: boolean; version: string }> {
    return inChange(db, async (trx) => {
      const existing = await findBuild(trx, body.remote, body.version);
      const outcome = republishOutcome(existing?.content_hash, body.contentHash);
      if (outcome === 'clash')
        throw new ConflictError(
          `${body.remote} ${body.version} is already published with another content hash; builds are immutable, publish a new version`,
        );
      if (outcome === 'same') return { created: false, version: body.version };
      const build = await trx
        .insertInto('builds')
        .values({
          remote: body.remote,
          version: body.version,
          content_hash: body.contentHash,
          entry: body.entry,
          shared: JSON.stringify(body.shared),
          published_at: context.at,
          published_by: body.publishedBy,
        })
        .returning(['id', 'version'])
        .executeTakeFirstOrThrow();
      await writeAudit(
        trx,
        {
          action: 'publish',
          remote: body.remote,
          target: auditTarget.build(body.remote, body.version),
          before: null,
          after: { ...refOf(build), contentHash: body.contentHash, entry: body.entry, shared: body.shared },
        },
        { ...context, reason: body.reason },
      );
      return { created: true, version: build.version };
    });
  },

  /** Makes `version` the remote's live build. */
  async promote(db: Db, remote: string, version: string, context: ChangeContext): Promise<BuildRef> {
    const file = await adoptableBuild(db, remote, context);
    return inChange(db, async (trx) => {
      await adopt(trx, remote, file, context);
      const build = await buildOrFail(trx, remote, version);
      assertFitsShell(build, context.shell);
      const live = await liveBuildOf(trx, remote);
      if (live?.build_id === build.id) throw new ConflictError(`${remote} ${version} is already live`);
      const dropped = await assertKeepsPages(trx, build, context);
      const before = live ? refOf(await buildById(trx, live.build_id)) : null;
      await setLive(trx, remote, build.id, context.at);
      const after = withDropped(refOf(build), dropped);
      await writeAudit(
        trx,
        { action: 'promote', remote, target: auditTarget.live(remote), before, after },
        context,
      );
      // The canary's build promoted: the canary has done its work and ends with it (audited).
      const canary = await trx
        .selectFrom('canaries')
        .select(['build_id', 'share'])
        .where('remote', '=', remote)
        .executeTakeFirst();
      if (canary?.build_id === build.id) {
        await trx.deleteFrom('canaries').where('remote', '=', remote).execute();
        const ended: CanaryState = { ...refOf(build), share: canary.share };
        const target = auditTarget.canary(remote);
        await writeAudit(trx, { action: 'canary', remote, target, before: ended, after: null }, context);
      }
      return refOf(build);
    });
  },

  /**
   * Back to the build before the current one (domain/registry-rules: rollbackTarget): the
   * remote's live build, or with `variant` that variant's assignment (possibly none).
   */
  async rollback(
    db: Db,
    remote: string,
    variant: string | undefined,
    context: ChangeContext,
  ): Promise<BuildRef | null> {
    const file = await adoptableBuild(db, remote, context);
    return inChange(db, async (trx) => {
      await adopt(trx, remote, file, context);
      const target = variant ? auditTarget.variant(variant, remote) : auditTarget.live(remote);
      const goal = rollbackTarget(await pointerHistory(trx, target));
      const what = variant ? `${remote} for variant ${variant}` : `${remote}'s live build`;
      if (goal === undefined || (goal === null && !variant))
        throw new ConflictError(`Nothing to roll back to: ${what} has no earlier build`);
      const goalBuild = goal ? await buildById(trx, goal.buildId) : null;
      if (goalBuild) assertFitsShell(goalBuild, context.shell);

      let before: BuildRef | null;
      if (variant) {
        const current = await assignmentOf(trx, variant, remote);
        before = current ? refOf(await buildById(trx, current.build_id)) : null;
        if (goalBuild) await setAssignment(trx, variant, remote, goalBuild.id, context.at);
        else
          await trx
            .deleteFrom('variant_assignments')
            .where('variant', '=', variant)
            .where('remote', '=', remote)
            .execute();
      } else {
        const current = await liveBuildOf(trx, remote);
        before = current ? refOf(await buildById(trx, current.build_id)) : null;
        await setLive(trx, remote, goalBuild!.id, context.at);
      }
      const after = goalBuild ? refOf(goalBuild) : null;
      await writeAudit(trx, { action: 'rollback', remote, target, before, after }, context);
      return after;
    });
  },

  /** Serves `variant`'s pages of `remote` from `version`; null removes the assignment. */
  async assign(
    db: Db,
    variant: string,
    remote: string,
    version: string | null,
    context: ChangeContext,
  ): Promise<BuildRef | null> {
    const file = await adoptableBuild(db, remote, context);
    return inChange(db, async (trx) => {
      await adopt(trx, remote, file, context);
      const current = await assignmentOf(trx, variant, remote);
      const before = current ? refOf(await buildById(trx, current.build_id)) : null;
      const target = auditTarget.variant(variant, remote);
      if (version === null) {
        if (!current) throw new ConflictError(`Variant ${variant} has no ${remote} build assigned`);
        await trx
          .deleteFrom('variant_assignments')
          .where('variant', '=', variant)
          .where('remote', '=', remote)
          .execute();
        await writeAudit(trx, { action: 'unassign', remote, target, before, after: null }, context);
        return null;
      }
      const build = await buildOrFail(trx, remote, version);
      assertFitsShell(build, context.shell);
      if (current?.build_id === build.id)
        throw new ConflictError(`Variant ${variant} already has ${remote} ${version}`);
      // The variant's visitors get this build for the whole remote: its other pages too.
      const dropped = await assertKeepsPages(trx, build, context);
      await setAssignment(trx, variant, remote, build.id, context.at);
      const after = withDropped(refOf(build), dropped);
      await writeAudit(trx, { action: 'assign', remote, target, before, after }, context);
      return refOf(build);
    });
  },

  /** `share` % of visitors get `version` instead of the live build; 0 ends the canary. */
  async canary(
    db: Db,
    remote: string,
    version: string,
    share: number,
    context: ChangeContext,
  ): Promise<CanaryState | null> {
    if (!isCanaryShare(share)) throw new BadRequestError('share: must be a whole percentage from 0 to 100');
    const file = await adoptableBuild(db, remote, context);
    return inChange(db, async (trx) => {
      await adopt(trx, remote, file, context);
      return setCanary(trx, remote, version, share, context);
    });
  },

  /** A remote's builds, newest first, with what serves each (live, canary, variants). */
  async listBuilds(db: Db, remote: string): Promise<StoredBuildView[]> {
    const [builds, live, canary, assignments] = await Promise.all([
      db.selectFrom('builds').selectAll().where('remote', '=', remote).orderBy('id', 'desc').execute(),
      db.selectFrom('live_builds').select('build_id').where('remote', '=', remote).executeTakeFirst(),
      db.selectFrom('canaries').select(['build_id', 'share']).where('remote', '=', remote).executeTakeFirst(),
      db
        .selectFrom('variant_assignments')
        .select(['variant', 'build_id'])
        .where('remote', '=', remote)
        .orderBy('variant')
        .execute(),
    ]);
    return (builds as BuildRow[]).map((b) => ({
      remote: b.remote,
      version: b.version,
      contentHash: b.content_hash,
      entry: b.entry,
      shared: b.shared,
      publishedAt: b.published_at.toISOString(),
      publishedBy: b.published_by,
      live: live?.build_id === b.id,
      canaryShare: canary?.build_id === b.id ? canary.share : null,
      variants: assignments.filter((a) => a.build_id === b.id).map((a) => a.variant),
    }));
  },

  /** The audit log, newest first. */
  async history(db: Db, options: { remote?: string; limit: number }): Promise<AuditEntryView[]> {
    let query = db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(options.limit);
    if (options.remote) query = query.where('remote', '=', options.remote);
    const rows = await query.execute();
    return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
  },

  /**
   * What the manifest composition needs (the lead wires it): per remote the live build, its canary
   * and the variant assignments, with entries.
   */
  async servingState(db: Db): Promise<ServingState> {
    const entryOf = db.selectFrom('builds').select(['id', 'remote', 'version', 'entry']);
    const [builds, live, canaries, assignments] = await Promise.all([
      entryOf.execute(),
      db.selectFrom('live_builds').selectAll().execute(),
      db.selectFrom('canaries').selectAll().execute(),
      db.selectFrom('variant_assignments').selectAll().execute(),
    ]);
    const byId = new Map(builds.map((b) => [b.id, { version: b.version, entry: b.entry }]));
    const state: ServingState = { live: {}, canaries: {}, variants: {} };
    for (const l of live) state.live[l.remote] = byId.get(l.build_id)!;
    for (const c of canaries) state.canaries[c.remote] = { ...byId.get(c.build_id)!, share: c.share };
    for (const a of assignments) (state.variants[a.variant] ??= {})[a.remote] = byId.get(a.build_id)!;
    return state;
  },
};

/** A build as the registry keeps it; the router adds what it would refuse (domain/build-judgement). */
export type StoredBuildView = Omit<BuildView, 'refusal' | 'pagesAgainstLive'>;

export interface ServedBuild {
  version: string;
  entry: string;
}
export interface ServingState {
  live: Record<string, ServedBuild>;
  canaries: Record<string, ServedBuild & { share: number }>;
  variants: Record<string, Record<string, ServedBuild>>;
}

/** The variant's assignment for the remote, if it has one. */
function assignmentOf(trx: Trx, variant: string, remote: string) {
  return trx
    .selectFrom('variant_assignments')
    .select('build_id')
    .where('variant', '=', variant)
    .where('remote', '=', remote)
    .executeTakeFirst();
}

/** The remote's live pointer, if it has one. */
export function liveBuildOf(trx: Db | Trx, remote: string) {
  return trx.selectFrom('live_builds').select('build_id').where('remote', '=', remote).executeTakeFirst();
}

export async function setLive(trx: Trx, remote: string, buildId: number, at: Date): Promise<void> {
  await trx
    .insertInto('live_builds')
    .values({ remote, build_id: buildId, updated_at: at })
    .onConflict((oc) => oc.column('remote').doUpdateSet({ build_id: buildId, updated_at: at }))
    .execute();
}

async function setAssignment(
  trx: Trx,
  variant: string,
  remote: string,
  buildId: number,
  at: Date,
): Promise<void> {
  await trx
    .insertInto('variant_assignments')
    .values({ variant, remote, build_id: buildId, updated_at: at })
    .onConflict((oc) => oc.columns(['variant', 'remote']).doUpdateSet({ build_id: buildId, updated_at: at }))
    .execute();
}

/** The canary change inside a change's transaction (the canary endpoint, the analysis). */
export async function setCanary(
  trx: Trx,
  remote: string,
  version: string,
  share: number,
  context: ChangeContext,
): Promise<CanaryState | null> {
  const build = await buildOrFail(trx, remote, version);
  const current = await trx
    .selectFrom('canaries')
    .select(['build_id', 'share'])
    .where('remote', '=', remote)
    .executeTakeFirst();
  const before: CanaryState | null = current
    ? { ...refOf(await buildById(trx, current.build_id)), share: current.share }
    : null;
  const target = auditTarget.canary(remote);
  if (share === 0) {
    if (!current) throw new ConflictError(`${remote} has no canary to end`);
    await trx.deleteFrom('canaries').where('remote', '=', remote).execute();
    await writeAudit(trx, { action: 'canary', remote, target, before, after: null }, context);
    return null;
  }
  assertFitsShell(build, context.shell);
  const live = await liveBuildOf(trx, remote);
  if (live?.build_id === build.id) throw new ConflictError(`${remote} ${version} is already live`);
  if (current?.build_id === build.id && current.share === share)
    throw new ConflictError(`${remote} ${version} already has a ${share} % canary`);
  const dropped = await assertKeepsPages(trx, build, context);
  await trx
    .insertInto('canaries')
    .values({ remote, build_id: build.id, share, updated_at: context.at })
    .onConflict((oc) =>
      oc.column('remote').doUpdateSet({ build_id: build.id, share, updated_at: context.at }),
    )
    .execute();
  const after: CanaryState = { ...refOf(build), share };
  await writeAudit(
    trx,
    { action: 'canary', remote, target, before, after: withDropped(after, dropped) },
    context,
  );
  return after;
}
