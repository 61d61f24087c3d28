import { declarePage, definePages, type RemotePages } from '@iq/contracts';
import { judgeBuilds } from './build-judgement';

const view = (version: string, extra: Record<string, unknown> = {}) => ({
  remote: 'landing',
  version,
  contentHash: `sha256-${version}`,
  entry: `/remotes/landing/${version}/mf-manifest.json`,
  shared: { react: '^19.0.0' },
  publishedAt: '2026-11-30T00:00:00.000Z',
  publishedBy: 'ci',
  live: false,
  canaryShare: null,
  variants: [],
  ...extra,
});

const full = definePages({
  pages: [
    declarePage('home', '/', './Home', { suffix: 'none' }),
    declarePage('privacy', '/privacy', './Privacy', { suffix: 'none' }),
  ],
});
const homeOnly = definePages({ pages: [declarePage('home', '/', './Home', { suffix: 'none' })] });
const more = definePages({
  pages: [...full.pages, declarePage('help', '/help', './Help', { suffix: 'none' })],
});
const declared: Record<string, RemotePages | null> = { live: full, less: homeOnly, more, unread: null };
const shell = { react: '19.3.1' };
const pagesOf = (_remote: string, build: { version: string }) => declared[build.version] ?? null;

test('each build beside the live one: what it drops or adds, and why the shell would refuse it', () => {
  const judged = judgeBuilds(
    'landing',
    [
      view('live', { live: true }),
      view('less'),
      view('more'),
      view('unread'),
      view('old', { shared: { react: '^18.3.1' } }),
    ],
    { shell, pagesOf },
  );
  expect(judged.map((b) => [b.version, b.pagesAgainstLive, b.refusal])).toEqual([
    ['live', null, null],
    ['less', { dropped: ['/privacy'], added: [] }, null],
    ['more', { dropped: [], added: ['/help'] }, null],
    // A build whose declaration cannot be read serves no page, as the changes judge it.
    ['unread', { dropped: ['/', '/privacy'], added: [] }, null],
    ['old', { dropped: ['/', '/privacy'], added: [] }, 'react ^18.3.1 needed, the shell provides 19.3.1'],
  ]);
});

test('without a live build or a page reader nothing is compared', () => {
  expect(judgeBuilds('landing', [view('less')], { shell, pagesOf })[0]!.pagesAgainstLive).toBeNull();
  expect(
    judgeBuilds('landing', [view('live', { live: true }), view('less')], { shell })[1]!.pagesAgainstLive,
  ).toBeNull();
});
