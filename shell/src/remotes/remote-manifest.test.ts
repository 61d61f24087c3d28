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
