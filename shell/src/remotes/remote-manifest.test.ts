import { parseRemoteManifest } from './remote-manifest';

test('keeps the known remotes with a version and an entry, drops the rest', () => {
  const manifest = parseRemoteManifest({
    remotes: {
      landing: { version: 'abc', entry: '/remotes/landing/abc/mf-manifest.json' },
      exam: { version: 1, entry: '/x' },
      evil: { version: 'x', entry: 'https://elsewhere.example/mf-manifest.json' },
    },
  });
  expect(manifest).toEqual({
    remotes: { landing: { version: 'abc', entry: '/remotes/landing/abc/mf-manifest.json' } },
  });
  expect(parseRemoteManifest(null)).toEqual({ remotes: {} });
});

test("keeps a canary build's fallback (the live build) when it is well formed", () => {
  const live = { version: 'l1', entry: '/remotes/landing/l1/mf-manifest.json' };
  const manifest = parseRemoteManifest({
    remotes: {
      landing: { version: 'l2', entry: '/remotes/landing/l2/mf-manifest.json', fallback: live },
      exam: { version: 'e1', entry: '/remotes/exam/e1/mf-manifest.json', fallback: { version: 2 } },
    },
  });
  expect(manifest.remotes.landing).toEqual({
    version: 'l2',
    entry: '/remotes/landing/l2/mf-manifest.json',
    fallback: live,
  });
  expect(manifest.remotes.exam).toEqual({ version: 'e1', entry: '/remotes/exam/e1/mf-manifest.json' });
});

test('keeps the variant the gateway composed the manifest for, when it is a variant name', () => {
  expect(parseRemoteManifest({ remotes: {}, variant: 'founder' })).toEqual({
    remotes: {},
    variant: 'founder',
  });
  expect(parseRemoteManifest({ remotes: {}, variant: '../x' })).toEqual({ remotes: {} });
});
