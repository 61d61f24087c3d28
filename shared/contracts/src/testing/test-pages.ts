// Pages the remotes' builds declare in their mf-manifest.json (issue 14), for the shell's and the
// gateway's tests: a part of each remote's, written here (neither imports the remotes' own
// declarations; those are checked against spec §2 in scripts/declared-pages.test.ts). Tests only.
import { declarePage, REMOTE_NAMES, type RemoteManifest, type RemoteName, type RemotePages } from '../routes';

export const TEST_PAGES: Record<RemoteName, RemotePages> = {
  landing: {
    variants: ['girl', 'matrix', 'types'],
    variantAliases: { girl_old: 'girl' },
    pages: [
      declarePage('home', '/', './Home', { suffix: 'none' }),
      declarePage('landing_page', '/landing_page/:variant', './Landing'),
      declarePage('girlPage', '/girlPage', './Landing', { variant: 'girl' }),
      declarePage('help', '/help', './Help'),
      declarePage('privacy', '/privacy', './Privacy', { suffix: 'optional' }),
    ],
  },
  exam: {
    pages: [
      declarePage('answer_question-start_loading', '/answer_question/start_loading', './Instructions'),
      declarePage('answer_question-standard', '/answer_question/standard', './Question', {
        aliases: ['/question'],
      }),
      declarePage('answer-submit', '/answer/submit', './Confirm'),
    ],
  },
  checkout: {
    pages: [
      declarePage('scheme_select', '/scheme_select', './Scheme'),
      declarePage('paying-payment', '/paying/payment', './Payment', { aliases: ['/payment'] }),
      declarePage('paying-check', '/paying/check', './PayCheck'),
      declarePage('paying-subscribe-check', '/paying/subscribe/check', './PayCheck'),
      declarePage('payinsider', '/payinsider', './Upsell'),
      declarePage('triplePurchase', '/triplePurchase', './TriplePurchase'),
      declarePage('cancel-subscription', '/cancel/subscription', './CancelSubscription'),
    ],
  },
  report: {
    pages: [
      declarePage('report-result', '/report/result', './Result', { suffix: 'optional' }),
      declarePage('report-shared', '/report/shared', './Shared', { suffix: 'token' }),
      declarePage('certificate-verify', '/verify', './Verify', { suffix: 'verification-code' }),
    ],
  },
  account: { pages: [declarePage('user-login', '/user/login', './Login', { suffix: 'optional' })] },
};

/** A build's mf-manifest.json text with its remote's test pages (and anything else given). */
export const buildManifestText = (remote: RemoteName, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ name: remote, ...extra, pages: TEST_PAGES[remote] });

/** A served manifest: every remote at `version`, each with its test pages. */
export const testManifest = (version = 't1'): RemoteManifest => ({
  remotes: Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      { version, entry: `/remotes/${name}/${version}/mf-manifest.json`, pages: TEST_PAGES[name] },
    ]),
  ),
});
