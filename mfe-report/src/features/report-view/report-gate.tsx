import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Card, Spinner, StatusMessage } from '@iq/design-system';
import type { OrderReport } from '@iq/contracts';
import { useAppSelector } from '@iq/api';
import { NS } from '../../i18n';
import { useOrderReportQuery } from '../../api/report-api';
import { isNotFound, loadErrorKey } from '../report-route/load-error';
import { reportLinks, useReportQuery, type ReportLinks } from '../report-route/report-query';
import { lockOffer, type LockOffers } from '../locks/lock-offer';
import styles from './report-view.module.css';

export interface LoadedReport {
  report: OrderReport;
  links: ReportLinks;
  /** What a locked part offers: the upgrade when it is sold to this buyer, or the add-on. */
  offerFor: LockOffers;
}

/**
 * What every page about one order shows before its content: no order number, loading, not
 * found (spec §8, with the way to retrieve it), a failed call with retry, a report waiting for
 * payment (pay now) or one that could not be analysed (support, retake). Only a completed
 * report reaches `children`.
 */
export function ReportGate({
  code,
  examId,
  title,
  children,
}: {
  code: string;
  examId: number;
  /** The page's h1 while there is no report to show. */
  title: string;
  children: (loaded: LoadedReport) => ReactNode;
}) {
  const { t } = useTranslation(NS);
  const { search, orderNumber } = useReportQuery();
  const examSession = useAppSelector((state) => state.runtime.examSession);
  const report = useOrderReportQuery(orderNumber ?? '', { skip: !orderNumber });
  const routeLinks = reportLinks(code, examId, search, orderNumber);

  if (!orderNumber) {
    return (
      <Message title={title} testId="report-no-order">
        <StatusMessage tone="info" title={t('report.noOrder.title')}>
          <p className={styles.plain}>{t('report.noOrder.body')}</p>
        </StatusMessage>
        <Link className={styles.action} to={routeLinks.retrieve}>
          {t('report.retrieveLink')}
        </Link>
      </Message>
    );
  }
  if (report.isError && isNotFound(report.error)) {
    return (
      <Message title={t('report.notFound.title')} testId="report-not-found">
        <StatusMessage tone="error">{t('report.notFound.body')}</StatusMessage>
        <Link className={styles.action} to={routeLinks.retrieve}>
          {t('report.retrieveLink')}
        </Link>
      </Message>
    );
  }
  if (report.isError) {
    return (
      <Message title={title} testId="report-load-failed">
        <StatusMessage tone="error">{t(loadErrorKey(report.error))}</StatusMessage>
        <Button variant="secondary" onClick={() => void report.refetch()}>
          {t('errors.retry')}
        </Button>
      </Message>
    );
  }
  if (!report.data) {
    return (
      <Message title={title} testId="report-loading">
        <div className={styles.loading} aria-busy="true">
          <Spinner aria-label={t('report.loading')} />
        </div>
      </Message>
    );
  }

  const data = report.data;
  // The report's own test, not the route's: a link without the suffix still leads back right.
  const links = reportLinks(data.code, data.examId, search, orderNumber);
  if (data.state === 'pending-payment') {
    return (
      <Message title={t('report.pending.title')} testId="report-pending-payment">
        <Card>
          <p className={styles.plain}>{t('report.pending.body')}</p>
        </Card>
        <Link className={styles.primaryAction} to={links.payNow} data-testid="pay-now">
          {t('report.pending.payNow')}
        </Link>
      </Message>
    );
  }
  if (data.state === 'incomplete') {
    return (
      <Message title={t('report.incomplete.title')} testId="report-incomplete">
        <StatusMessage tone="error">{t('report.incomplete.body')}</StatusMessage>
        <Card>
          <p className={styles.plain}>{t('report.incomplete.advice')}</p>
        </Card>
        <div className={styles.actions}>
          <Link className={styles.primaryAction} to={links.startTest}>
            {t('report.incomplete.retake')}
          </Link>
          <Link className={styles.action} to={links.support}>
            {t('report.incomplete.support')}
          </Link>
        </div>
      </Message>
    );
  }
  const context = {
    reportSku: data.skuId,
    paid: data.status === 'paid',
    hasExamSession: Boolean(examSession),
    upgrade: links.upgrade,
    addOn: links.addOn,
  };
  return children({
    report: data,
    links,
    offerFor: (lock, item) => lockOffer(lock, item, context),
  });
}

function Message({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <div className={styles.message} data-testid={testId}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}
