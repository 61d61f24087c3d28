// The reports module: access to a paid report, its files, sharing, certificates, ranking, and the
// order-number calls around a report (info, tiers owned, the free evaluation pack).
// Its public face (issue 39): other modules and app.ts import this module only from here.
export { createFileCache } from './data-access/file-cache';
export {
  createQuestionnaireUnlockStore,
  type QuestionnaireUnlockStore,
} from './data-access/questionnaire-unlock-store';
export { createReportStore, type ReportStore } from './data-access/report-store';
export { createShareStore } from './data-access/share-store';
export { rendererReportFiles } from './domain/rendered-report-files';
export { type ReportFiles, unavailableReportFiles } from './domain/report-files';
export { certificateRoutes } from './entry-points/certificate-routes';
export { extraRoutes } from './entry-points/extra-routes';
export { fileRoutes } from './entry-points/file-routes';
export { freeTestRoutes } from './entry-points/free-test-routes';
export { createReportLoader, type ReportLoader } from './entry-points/report-loader';
export { reportRoutes } from './entry-points/report-routes';
export { shareRoutes } from './entry-points/share-routes';
