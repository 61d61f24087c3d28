import { isDeepStrictEqual } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { drawingsDigest, redrawItems, type ItemDrawings, type RedrawnItem } from '../../domain/exam-session';

// Issue 15 "resource limits": every session start stored its 30 items' pictures (the bulk of its
// bytes: docs/decisions/2026-11-26-drawings-from-seed.md). The
// pictures are drawn again from the session's seed instead: an item keeps only its displayed
// option order, the session a digest of its pictures; the mistakes behind each option (only
// the paid report's analysis reads them) are drawn again with the pictures. Existing sessions
// are converted when their stored pictures are exactly what the generator draws again (then
// dropped, and their mistakes when those match too); any other set keeps what it stored, which
// the question list and the report go on showing. Placeholder pictures (a
// constant the code draws for a null) are dropped. Also: the indexes the retention purge uses.

/** Sessions converted per round, so memory stays flat however many there are. */
const BATCH = 50;

type StoredItem = {
  number: number;
  matrix_svg: string | null;
  option_svgs: string[] | null;
  mistakes: unknown;
};

/** The tables as this migration sees them (schema.ts moves on; a migration must not). */
type Tables = {
  sessions: { id: string; seed: string | number | null; drawings_digest: string | null };
  session_items: StoredItem & { session_id: string; option_order: number[] | null };
};

/** Per displayed option, the generated index of the same picture; null when a picture is not there. */
function orderOf(stored: StoredItem, redrawn: ItemDrawings): number[] | null {
  if (stored.matrix_svg !== redrawn.matrixSvg || !stored.option_svgs) return null;
  const order = stored.option_svgs.map((svg) => redrawn.optionSvgs.indexOf(svg));
  return order.length === redrawn.optionSvgs.length && order.every((i) => i >= 0) ? order : null;
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped.withTables<Tables>();
  await db.schema.alterTable('sessions').addColumn('drawings_digest', 'text').execute();
  await db.schema
    .alterTable('session_items')
    .addColumn('option_order', sql`smallint[]`)
    .execute();

  // Placeholder sets (no seed): their pictures are what listPublicItems draws for a null.
  await sql`update session_items set matrix_svg = null, option_svgs = null
    where session_id in (select id from sessions where seed is null)`.execute(db);

  let after = '';
  for (;;) {
    const sessions = await db
      .selectFrom('sessions')
      .select(['id', 'seed'])
      .where('seed', 'is not', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (sessions.length === 0) break;
    after = sessions[sessions.length - 1]!.id;
    for (const session of sessions) {
      const rows: StoredItem[] = await db
        .selectFrom('session_items')
        .select(['number', 'matrix_svg', 'option_svgs', 'mistakes'])
        .where('session_id', '=', session.id)
        .orderBy('number')
        .execute();
      if (rows.length === 0 || rows.some((row) => row.matrix_svg === null || !row.option_svgs)) continue;
      // The generator's own option order (identity) gives its pictures to match against.
      const identity = rows.map((row) => ({
        number: row.number,
        optionOrder: row.option_svgs!.map((_, i) => i),
      }));
      let redrawn: RedrawnItem[];
      try {
        redrawn = redrawItems(Number(session.seed), rows.length, identity);
      } catch {
        continue; // not a set this generator can draw: it keeps its pictures
      }
      const orders = rows.map((row, i) => orderOf(row, redrawn[i]!));
      // Every picture matched one the generator draws: the redrawing in these orders IS the
      // stored set, picture for picture.
      if (orders.some((order) => order === null)) continue;
      for (const [i, row] of rows.entries()) {
        // The mistakes go too when the redrawing gives them back as stored (not on rows from
        // before issue 8, which kept one mistake per option).
        const mistakes = orders[i]!.map((index) => redrawn[i]!.mistakes[index]);
        const same = isDeepStrictEqual(JSON.parse(JSON.stringify(mistakes)), row.mistakes);
        await db
          .updateTable('session_items')
          .set({
            option_order: orders[i]!,
            matrix_svg: null,
            option_svgs: null,
            ...(same && { mistakes: null }),
          })
          .where('session_id', '=', session.id)
          .where('number', '=', row.number)
          .execute();
      }
      const digest = drawingsDigest(
        rows.map((row) => ({ matrixSvg: row.matrix_svg!, optionSvgs: row.option_svgs! })),
      );
      await db
        .updateTable('sessions')
        .set({ drawings_digest: digest })
        .where('id', '=', session.id)
        .execute();
    }
  }

  // The purge's two cases (session-retention-queries.ts), each with the expression it filters on.
  await sql`create index sessions_unconfirmed_last_use on sessions
    ((greatest(created_at, started_at, last_answer_at))) where confirmed_at is null`.execute(db);
  await sql`create index sessions_abnormal_confirmed on sessions (confirmed_at)
    where outcome = 'abnormal'`.execute(db);
  await sql`create index session_handoffs_expiry on session_handoffs (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('session_handoffs_expiry').execute();
  await db.schema.dropIndex('sessions_abnormal_confirmed').execute();
  await db.schema.dropIndex('sessions_unconfirmed_last_use').execute();
  // Pictures dropped by up() are not restored: the code of this version no longer reads them.
  await db.schema.alterTable('session_items').dropColumn('option_order').execute();
  await db.schema.alterTable('sessions').dropColumn('drawings_digest').execute();
}
