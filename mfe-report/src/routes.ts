// The report remote's pages (issue 14), declared once: the build exposes each module (the file
// src/pages/<module in kebab case>.tsx), the dev harness shows each page, and the build publishes
// this declaration in its mf-manifest.json, from which the shell and the gateway route.
import { declarePage as page, definePages, LINKED_PAGES } from '@iq/contracts';

export const PAGES = definePages({
  pages: [
    page('report-result', LINKED_PAGES.reportResult, './Result', {
      suffix: 'optional',
      aliases: ['/report/result-old'],
    }),
    page('report-result-download', '/report/result-download', './ResultDownload', {
      suffix: 'optional',
    }),
    page('report-result-free-test', '/report/result-free-test', './FreeTests', {
      suffix: 'optional',
    }),
    page('report-retrieve', '/report/retrieve', './Retrieve', { suffix: 'optional' }),
    page('report-wrong', '/report/wrong', './Wrong', { suffix: 'optional' }),
    page('retrieve_report', '/retrieve_report', './Retrieve', { aliases: ['/retrieve'] }),
    // What a report's owner chose to share (spec §7 POST /exam/order/info/share): no order number.
    page('report-shared', LINKED_PAGES.reportShared, './Shared', { suffix: 'token' }),
    // A certificate's printed link: confirms the code and shows what the certificate states.
    page('certificate-verify', '/verify', './Verify', { suffix: 'verification-code' }),
  ],
});
