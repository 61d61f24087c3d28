import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { AnswerAnalysis } from '../analysis/answer-analysis';
import { CertificateSection } from '../certificate/certificate-section';
import { DimensionTable } from '../dimensions/dimension-table';
import { DownloadsSection } from '../downloads/downloads-section';
import { ExtrasSection } from '../extras/extras-section';
import { RankingSection } from '../ranking/ranking-section';
import { ScoreSummary } from '../score/score-summary';
import { scoreDisplay } from '../score/score-display';
import { SharePanel } from '../share/share-panel';
import type { LoadedReport } from './report-gate';
import { ReportTabs } from './report-tabs';
import styles from './report-view.module.css';

/** spec §2 report view of a completed report: tabs Summary and Dimensions. */
export function ReportView({ report, links, offerFor }: LoadedReport) {
  const { t, i18n } = useTranslation(NS);
  const score = report.iq.locked ? null : scoreDisplay(report.iq);
  const completed = report.completedAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(report.completedAt))
    : null;
  return (
    <div className={styles.report} data-testid="report-view" data-sku={report.skuId}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{t('report.title')}</h1>
          <p className={styles.meta}>
            {t('report.package', { tier: t(`tiers.${report.skuId}`) })}
            {completed && <> · {t('report.completedAt', { date: completed })}</>}
          </p>
        </div>
        <SharePanel report={report} />
      </header>
      <ReportTabs
        label={t('report.tabsLabel')}
        tabs={[
          {
            id: 'summary',
            label: t('report.tabs.summary'),
            panel: (
              <div className={styles.sections}>
                <div className={styles.top}>
                  <ScoreSummary
                    iq={report.iq}
                    score={score}
                    wrongCount={report.wrongCount}
                    offerFor={offerFor}
                    retakeLink={links.startTest}
                  />
                </div>
                <RankingSection ranking={report.ranking} score={score} offerFor={offerFor} />
                <section className={styles.section} aria-labelledby="analysis-title">
                  <h2 id="analysis-title">{t('analysis.title')}</h2>
                  <AnswerAnalysis report={report} offerFor={offerFor} />
                </section>
                <CertificateSection report={report} offerFor={offerFor} />
                <DownloadsSection report={report} offerFor={offerFor} />
                <ExtrasSection report={report} links={links} offerFor={offerFor} />
              </div>
            ),
          },
          {
            id: 'dimensions',
            label: t('report.tabs.dimensions'),
            panel: (
              <section className={styles.section} aria-labelledby="dimensions-title">
                <h2 id="dimensions-title">{t('dimensions.title')}</h2>
                <p className={styles.plain}>{t('dimensions.intro')}</p>
                <DimensionTable dimensions={report.dimensions} offerFor={offerFor} />
              </section>
            ),
          },
        ]}
      />
    </div>
  );
}
