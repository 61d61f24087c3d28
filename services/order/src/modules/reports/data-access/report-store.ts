// Kysely queries behind the report (issue 8): the paid tiers of an exam session, the kept score
// snapshot, certificates and the comparison figures. Nothing else touches these tables.
import { sql, type Kysely } from 'kysely';
import type { SessionScore, SkuId, SkuItemKey } from '@iq/contracts';
import type { ScoreSnapshot } from '../domain/assemble-report';
import type { PlatformGroup } from '../domain/ranking';
import { type Holdings, loadHoldings } from '../../orders';
import type { OrderDB } from '../../../data-access/schema';
import { secondPhaseQueries } from '../../upsell';

export interface PaidOrderOfSession {
  orderNumber: string;
  skuId: SkuId;
  country: string;
  locale: string;
  paidAt: Date | null;
  birthYear: number | null;
}

export interface CertificateRecord {
  code: string;
  examSessionId: string;
  name: string | null;
  band: string;
  testedAt: Date;
}

const certificateColumns = [
  'code',
  'exam_session_id as examSessionId',
  'name',
  'band',
  'tested_at as testedAt',
] as const;

export function createReportStore(db: Kysely<OrderDB>) {
  return {
    /**
     * Issue 35: what the buyer of a test holds (the ledger, domain/entitlements/holdings.ts), or
     * null when nothing of it is paid.
     */
    async holdingsOfSession(examSessionId: string, at: Date): Promise<Holdings | null> {
      const holdings = await loadHoldings(db, { examSessionId }, at);
      return holdings.highestTier ? holdings : null;
    },

    /** Report items an exam session bought one by one in the second phase (issue 10). */
    async secondPhaseItemsOfSession(examSessionId: string): Promise<SkuItemKey[]> {
      return (await secondPhaseQueries.ofSession(db, examSessionId)).items;
    },

    /** Every paid order of an exam session, first paid first. */
    async paidOrdersOfSession(examSessionId: string): Promise<PaidOrderOfSession[]> {
      const rows = await db
        .selectFrom('orders')
        .select([
          'order_number as orderNumber',
          'sku_id as skuId',
          'country',
          'locale',
          'paid_at as paidAt',
          'birth_year as birthYear',
        ])
        .where('exam_session_id', '=', examSessionId)
        .where('status', '=', 'paid')
        .orderBy('paid_at')
        .orderBy('order_number')
        .execute();
      return rows as PaidOrderOfSession[];
    },

    async findScore(examSessionId: string): Promise<ScoreSnapshot | undefined> {
      const row = await db
        .selectFrom('report_scores')
        .select(['outcome', 'confirmed_at', 'question_count', 'score'])
        .where('exam_session_id', '=', examSessionId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        outcome: row.outcome as ScoreSnapshot['outcome'],
        confirmedAt: row.confirmed_at?.toISOString() ?? null,
        questionCount: row.question_count,
        score: (typeof row.score === 'string' ? JSON.parse(row.score) : row.score) as SessionScore | null,
      };
    },

    /** Keeps a confirmed session's snapshot (first writer wins: it never changes). */
    async saveScore(
      examSessionId: string,
      snapshot: ScoreSnapshot,
      who: { country: string; birthYear: number | null },
    ): Promise<void> {
      await db
        .insertInto('report_scores')
        .values({
          exam_session_id: examSessionId,
          outcome: snapshot.outcome,
          confirmed_at: snapshot.confirmedAt ? new Date(snapshot.confirmedAt) : null,
          question_count: snapshot.questionCount,
          score: snapshot.score ? JSON.stringify(snapshot.score) : null,
          iq: snapshot.outcome === 'scored' ? (snapshot.score?.iq ?? null) : null,
          country: who.country,
          birth_year: who.birthYear,
        })
        .onConflict((oc) => oc.column('exam_session_id').doNothing())
        .execute();
    },

    async findCertificateOfSession(examSessionId: string): Promise<CertificateRecord | undefined> {
      const row = await db
        .selectFrom('certificates')
        .select(certificateColumns)
        .where('exam_session_id', '=', examSessionId)
        .executeTakeFirst();
      return row as CertificateRecord | undefined;
    },

    async findCertificate(code: string): Promise<CertificateRecord | undefined> {
      const row = await db
        .selectFrom('certificates')
        .select(certificateColumns)
        .where('code', '=', code)
        .executeTakeFirst();
      return row as CertificateRecord | undefined;
    },

    /** Issues the session's code unless it has one; false when the code was taken (draw another). */
    async issueCertificate(
      certificate: Omit<CertificateRecord, 'name'>,
      now: Date,
    ): Promise<'issued' | 'session-has-one' | 'code-taken'> {
      const { rows } = await sql<{ outcome: string }>`
        insert into certificates (code, exam_session_id, band, tested_at, issued_at)
        values (${certificate.code}, ${certificate.examSessionId}, ${certificate.band},
          ${certificate.testedAt}, ${now})
        on conflict do nothing
        returning 'issued' as outcome`.execute(db);
      if (rows.length) return 'issued';
      const existing = await this.findCertificateOfSession(certificate.examSessionId);
      return existing ? 'session-has-one' : 'code-taken';
    },

    async setCertificateName(examSessionId: string, name: string): Promise<void> {
      await db
        .updateTable('certificates')
        .set({ name })
        .where('exam_session_id', '=', examSessionId)
        .execute();
    },

    /** The platform's own scored tests by country (one row per paid, scored session). */
    async countryGroups(minSample: number): Promise<PlatformGroup[]> {
      const rows = await db
        .selectFrom('report_scores')
        .select([
          'country as key',
          sql<number>`avg(iq)::float8`.as('averageIq'),
          sql<number>`count(*)::int`.as('sample'),
        ])
        .where('iq', 'is not', null)
        .groupBy('country')
        .having(sql`count(*)`, '>=', minSample)
        .execute();
      return rows;
    },

    /**
     * The platform's own scored tests by age in the year of the test (birth year known), for
     * the caller to fold into age groups: at most ~120 rows.
     */
    async ageRows(): Promise<{ age: number; averageIq: number; sample: number }[]> {
      const { rows } = await sql<{ age: number; averageIq: number; sample: number }>`
        select extract(year from confirmed_at)::int - birth_year as age,
          avg(iq)::float8 as "averageIq", count(*)::int as sample
        from report_scores
        where iq is not null and birth_year is not null and confirmed_at is not null
        group by 1`.execute(db);
      return rows;
    },
  };
}

export type ReportStore = ReturnType<typeof createReportStore>;
