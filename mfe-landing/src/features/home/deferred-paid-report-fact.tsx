import { afterFirstViewComponent } from './after-first-view';

/**
 * The paid-report sentence with the price: its code (RTK Query) loads after the first view; the
 * hero and every landing variant show PaidReportFactText without a price until then.
 */
export const PaidReportFact = afterFirstViewComponent(() =>
  import('./paid-report-fact').then((m) => m.default),
);
