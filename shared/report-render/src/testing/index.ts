// What tests and benches outside the package use (`@iq/report-render/testing`): sample inputs,
// the report's words to look for in a PDF, and poppler helpers to read one.
export {
  SAMPLE_CATALOGUE_NAMES,
  sampleCertificateInput,
  sampleQuestions,
  sampleRanking,
  sampleReportInput,
  type SampleOptions,
} from './sample-input';
export * from './pdf-tools';
export { REPORT_COPY, reportCopyFor, type ReportCopy } from '../copy';
