// What the exam store's queries share for the life of the process: the service clock and the
// caches a session's kind, its redrawn pictures and the catalogue are kept in.
import type { ExamInfo } from '@iq/contracts';
import type { RedrawnItem } from '../domain/exam-session';

/**
 * Heap one process gives the redrawn pictures of sessions (reloads, the start's list, and lists
 * that come a while after the start under load): a session's entry weighs about twice its SVG
 * text, mistakes included (figures: docs/decisions/2026-11-26-drawings-from-seed.md).
 */
const DRAWINGS_CACHE_BYTES = 64 * 1024 * 1024;

/** An entry's weight: twice its pictures' characters (see DRAWINGS_CACHE_BYTES). */
function drawingsBytes(drawings: Map<number, RedrawnItem>): number {
  let chars = 0;
  for (const item of drawings.values()) {
    chars += item.matrixSvg.length;
    for (const svg of item.optionSvgs) chars += svg.length;
  }
  return 2 * chars;
}

/** session id → its generated items' pictures by item number; least recently used goes first. */
export class DrawingsCache {
  private readonly entries = new Map<string, { drawings: Map<number, RedrawnItem>; bytes: number }>();
  private bytes = 0;
  constructor(private readonly maxBytes = DRAWINGS_CACHE_BYTES) {}

  get(sessionId: string): Map<number, RedrawnItem> | undefined {
    const entry = this.entries.get(sessionId);
    if (entry) {
      this.entries.delete(sessionId);
      this.entries.set(sessionId, entry);
    }
    return entry?.drawings;
  }

  set(sessionId: string, drawings: Map<number, RedrawnItem>): void {
    this.remove(sessionId);
    const bytes = drawingsBytes(drawings);
    this.entries.set(sessionId, { drawings, bytes });
    this.bytes += bytes;
    // The newest entry stays even when it alone is over the limit (it is about to be served).
    while (this.bytes > this.maxBytes && this.entries.size > 1)
      this.remove(this.entries.keys().next().value!);
  }

  /** Sessions kept and their weight (tests, figures). */
  get usage(): { sessions: number; bytes: number } {
    return { sessions: this.entries.size, bytes: this.bytes };
  }

  private remove(sessionId: string): void {
    const entry = this.entries.get(sessionId);
    if (!entry) return;
    this.entries.delete(sessionId);
    this.bytes -= entry.bytes;
  }
}

/** Session ids this process remembers as not questionnaire sessions (≈100 bytes each). */
const NOT_QUESTIONNAIRE_CACHE_SIZE = 50_000;

/**
 * Ids of sessions known to be IQ or placeholder sessions, least recently added first. A session's
 * kind never changes and an id never names another session, so an id in here needs no lookup
 * to be passed on to the IQ handlers (which look the session up themselves).
 */
export class NotQuestionnaireIds {
  private readonly ids = new Set<string>();
  constructor(private readonly size = NOT_QUESTIONNAIRE_CACHE_SIZE) {}

  has(id: string): boolean {
    return this.ids.has(id);
  }

  add(id: string): void {
    if (this.ids.has(id)) return;
    this.ids.add(id);
    if (this.ids.size > this.size) this.ids.delete(this.ids.values().next().value!);
  }
}

export interface StoreContext {
  /** The service clock: an expired session is not found (session-retention.ts). */
  now: () => Date;
  drawings: DrawingsCache;
  notQuestionnaire: NotQuestionnaireIds;
  /** Exams found so far by id (the catalogue is written by migrations only). */
  exams: Map<number, ExamInfo>;
}
