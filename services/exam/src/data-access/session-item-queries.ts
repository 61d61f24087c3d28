// Kysely queries of a session's item set: what the browser sees (pictures, drawn again from the
// session's seed), the paid report's analysis, and the keys confirmation scores with. Part of the
// exam store (same transactions).
import type { Kysely } from 'kysely';
import {
  drawingsDigest,
  PLACEHOLDER_MATRIX_SVG,
  placeholderOptionSvg,
  redrawItems,
  type ItemKey,
  type PublicItem,
  type RedrawnItem,
  type SessionItem,
} from '../domain/exam-session';
import type { ExamDB } from './schema';
import type { StoreContext } from './store-context';

/** What the visitor did on one item so far. */
export interface StoredAnswer {
  itemId: string;
  answerOptionId: string | null;
  seconds: number;
  answerEvents: number;
}

/**
 * An item with its key and the visitor's answer, without its pictures and mistakes (what
 * confirmation scores with; the report adds listItemAnalysis).
 */
export type KeyedItem = Pick<SessionItem, 'number' | 'itemId' | 'optionIds'> & {
  key: Omit<ItemKey, 'mistakes'> | null;
};

/** 500 rather than other puzzles than the stored key was made for (the generator changed). */
export class DrawingsChangedError extends Error {}

export function sessionItemQueries(db: Kysely<ExamDB>, { drawings }: Pick<StoreContext, 'drawings'>) {
  /**
   * The pictures of a session's generated items, drawn again from its seed (issue 15: only the
   * option order is stored) and checked against the digest kept at start.
   */
  async function redrawn(
    sessionId: string,
    rows: readonly { number: number; option_order: number[] | null }[],
  ): Promise<Map<number, RedrawnItem>> {
    const generated = rows.flatMap((row) =>
      row.option_order ? [{ number: row.number, optionOrder: row.option_order }] : [],
    );
    if (generated.length === 0) return new Map();
    const cached = drawings.get(sessionId);
    if (cached) return cached;
    const session = await db
      .selectFrom('sessions')
      .select(['seed', 'drawings_digest'])
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    if (session.seed === null) throw new DrawingsChangedError('Session items without a seed');
    // Every item of a generated set is stored, so the set's size is the number of rows.
    const items = redrawItems(Number(session.seed), rows.length, generated);
    if (session.drawings_digest !== null && drawingsDigest(items) !== session.drawings_digest)
      throw new DrawingsChangedError('The item generator no longer draws this session’s items');
    const byNumber = new Map(generated.map(({ number }, i) => [number, items[i]!]));
    drawings.set(sessionId, byNumber);
    return byNumber;
  }

  /**
   * listPublicItems and listAnswers from one read of the item rows (the question list serves
   * both: one statement less per list).
   */
  async function listPublicItemsAndAnswers(
    sessionId: string,
  ): Promise<{ items: PublicItem[]; answers: Record<string, string> }> {
    const rows = await db
      .selectFrom('session_items')
      .select([
        'number',
        'item_id',
        'option_ids',
        'matrix_svg',
        'option_svgs',
        'option_order',
        'answer_option_id',
      ])
      .where('session_id', '=', sessionId)
      .orderBy('number')
      .execute();
    const generated = await redrawn(sessionId, rows);
    const items = rows.map((row) => ({
      number: row.number,
      itemId: row.item_id,
      optionIds: row.option_ids,
      ...picturesOf(row, generated.get(row.number)),
    }));
    const answers = Object.fromEntries(
      rows.flatMap((row) => (row.answer_option_id === null ? [] : [[row.item_id, row.answer_option_id]])),
    );
    return { items, answers };
  }

  return {
    /** The browser's view of the set: the key columns are not even read. */
    async listPublicItems(sessionId: string): Promise<PublicItem[]> {
      return (await listPublicItemsAndAnswers(sessionId)).items;
    },

    listPublicItemsAndAnswers,

    /** item number → its pictures and, per displayed option, its mistakes (the paid report). */
    async listItemAnalysis(sessionId: string): Promise<Map<number, RedrawnItem>> {
      const rows = await db
        .selectFrom('session_items')
        .select(['number', 'option_ids', 'matrix_svg', 'option_svgs', 'option_order', 'mistakes'])
        .where('session_id', '=', sessionId)
        .orderBy('number')
        .execute();
      const generated = await redrawn(sessionId, rows);
      return new Map(
        rows.map((row) => {
          const again = generated.get(row.number);
          const mistakes = row.mistakes === null && again ? again.mistakes : mistakesOf(row.mistakes);
          return [row.number, { ...picturesOf(row, again), mistakes }];
        }),
      );
    },

    /** Every item with its key and what the visitor did on it (for confirmation). */
    async listItemsWithAnswers(sessionId: string): Promise<(KeyedItem & StoredAnswer)[]> {
      const rows = await db
        .selectFrom('session_items')
        // Not the pictures: neither the outcome nor the report's key needs them.
        .select([
          'number',
          'item_id',
          'option_ids',
          'correct_option_id',
          'irt',
          'level',
          'rules',
          'features',
          'answer_option_id',
          'seconds',
          'answer_events',
        ])
        .where('session_id', '=', sessionId)
        .orderBy('number')
        .execute();
      return rows.map((row) => {
        const key: KeyedItem['key'] =
          row.correct_option_id !== null && row.irt !== null
            ? {
                correctOptionId: row.correct_option_id,
                irt: row.irt as ItemKey['irt'],
                level: row.level ?? 0,
                rules: (row.rules ?? []) as ItemKey['rules'],
                features: (row.features ?? {}) as ItemKey['features'],
              }
            : null;
        return {
          number: row.number,
          itemId: row.item_id,
          optionIds: row.option_ids,
          key,
          answerOptionId: row.answer_option_id,
          seconds: row.seconds,
          answerEvents: row.answer_events,
        };
      });
    },
  };
}

/**
 * Generated items are drawn again; sets that kept their pictures (0007 could not redraw them)
 * show those; sets from before generated items show blank placeholder pictures.
 */
function picturesOf(
  row: { option_ids: string[]; matrix_svg: string | null; option_svgs: string[] | null },
  redrawn: RedrawnItem | undefined,
): Pick<RedrawnItem, 'matrixSvg' | 'optionSvgs'> {
  if (redrawn) return { matrixSvg: redrawn.matrixSvg, optionSvgs: redrawn.optionSvgs };
  return {
    matrixSvg: row.matrix_svg ?? PLACEHOLDER_MATRIX_SVG,
    optionSvgs: row.option_ids.map((_, i) => row.option_svgs?.[i] ?? placeholderOptionSvg(i)),
  };
}

/**
 * Per displayed option, its mistakes. Rows written before issue 8 kept one mistake or null per
 * option; rows since keep the full list.
 */
function mistakesOf(stored: unknown): ItemKey['mistakes'] {
  if (!Array.isArray(stored)) return [];
  return stored.map((entry) =>
    Array.isArray(entry)
      ? (entry as ItemKey['mistakes'][number])
      : entry
        ? [entry as ItemKey['mistakes'][number][number]]
        : [],
  );
}
