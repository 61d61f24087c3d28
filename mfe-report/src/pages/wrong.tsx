import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { ReportSubpage } from '../features/report-view/report-subpage';
import { AnswerAnalysis } from '../features/analysis/answer-analysis';

/** spec §2 /report/wrong: the wrong-answer analysis of one order (?orderNumber=…). */
export default function WrongPage({ code, examId }: RemotePageProps) {
  const { t } = useTranslation(NS);
  return (
    <ReportSubpage code={code} examId={examId} title={t('analysis.title')} testId="screen-report-wrong">
      {({ report, offerFor }) => <AnswerAnalysis report={report} offerFor={offerFor} />}
    </ReportSubpage>
  );
}
