// POST /pay/exam/order/report/retrieve (issue 8; spec §2 "Retrieve report by e-mail", §8 10101):
// one mail with the report links of the mailbox's paid orders, queued in the outbox. Attempts
// are counted per address and per client in the database first (10101 answers count too).
import { Router } from 'express';
import {
  NO_RETRIEVABLE_REPORTS_CODE,
  REPORT_MESSAGES,
  retrieveReportRequestSchema,
  type RetrieveReportResponse,
} from '@iq/contracts';
import {
  DomainError,
  NotFoundError,
  ok,
  TooManyRequestsError,
  validate,
  type Logger,
  type RefusalCounter,
} from '@iq/service-common';
import type { OrderConfig } from '../../../config';
import type { MailDelivery } from '../data-access/mail-delivery';
import { enqueueMailboxMail } from '../data-access/mail-outbox';
import { createRetrieveStore } from '../data-access/retrieve-store';
import { createAttemptLimits } from '../../../data-access/attempt-limits';
import type { OrderConnection } from '../../../data-access/connection';
import { composeRetrieveMail } from '../domain/retrieve-mail';
import { retrievableReports } from '../domain/retrievable-reports';
import { RETRIEVE_LIMITS, type RetrieveLimits } from '../domain/retrieve-limits';
import { checkedEmail } from '../../orders';

/** 503 'Report sending failed': the mail could not be queued; nothing was sent. */
export class RetrieveSendFailedError extends DomainError {
  readonly status = 503;
}

export interface RetrieveRouteContext {
  db: OrderConnection;
  config: Pick<OrderConfig, 'publicUrl'>;
  mail: MailDelivery;
  logger: Logger;
  now: () => Date;
  /** Counts refusals by rule (the process's metrics). */
  refused?: RefusalCounter;
  limits?: RetrieveLimits;
}

export function retrieveRoutes({
  db,
  config,
  mail,
  logger,
  now,
  refused,
  limits = RETRIEVE_LIMITS,
}: RetrieveRouteContext): Router {
  const store = createRetrieveStore(db);
  const attempts = createAttemptLimits(db, now, refused);
  const router = Router();

  router.post('/pay/exam/order/report/retrieve', async (req, res) => {
    const body = validate(retrieveReportRequestSchema, req.body);
    const email = checkedEmail(body.email);

    const at = now();
    const full = await attempts.countAttempt(
      [
        { scope: 'email', value: email.toLowerCase(), limit: limits.perAddress },
        // req.ip: the visitor's address as the gateway forwarded it (app.ts trusts the proxies in front).
        { scope: 'client', value: req.ip ?? 'unknown', limit: limits.perClient },
      ],
      limits.windowMs,
    );
    if (full) {
      logger.info({ scope: full.counter.scope }, 'retrieve refused: too many attempts');
      throw new TooManyRequestsError(REPORT_MESSAGES.tooManyRequests, {
        retryAfterSeconds: full.retryAfterSeconds,
      });
    }

    const retrieval = retrievableReports(await store.paidOrdersOf(email));
    if (!retrieval) throw new NotFoundError(REPORT_MESSAGES.noReports, { code: NO_RETRIEVABLE_REPORTS_CODE });

    const message = composeRetrieveMail(retrieval, { publicUrl: config.publicUrl, hl: body.hl });
    try {
      await enqueueMailboxMail(db, message, at);
    } catch (err) {
      // The message only: a driver error's detail can quote the row, address included.
      logger.error({ error: err instanceof Error ? err.message : String(err) }, 'retrieve mail not queued');
      throw new RetrieveSendFailedError(REPORT_MESSAGES.sendFailed);
    }
    logger.info({ reports: retrieval.reports.length }, 'retrieve mail queued');
    void mail.flush();
    ok<RetrieveReportResponse>(res, { sent: true });
  });

  return router;
}
