import type { RemoteManifest } from '@iq/contracts';
import type { ServingState } from '../data-access/registry-store';
import {
  composeVisitorManifest,
  describeVersions,
  parseBucket,
  variantOfPath,
  variantOfQuery,
} from './visitor-manifest';

const build = (remote: string, version: string) => ({
  version,
  entry: `/remotes/${remote}/${version}/mf-manifest.json`,
});
const FILE: RemoteManifest = { remotes: { landing: build('landing', 'lf'), exam: build('exam', 'ef') } };
const EMPTY: ServingState = { live: {}, canaries: {}, variants: {} };
const SERVING: ServingState = {
  live: { landing: build('landing', 'l1') },
  canaries: { landing: { ...build('landing', 'l2'), share: 30 } },
  variants: { founder: { landing: build('landing', 'l3') } },
};

describe('composeVisitorManifest', () => {
  test.each([
    ['a fresh registry: the file', EMPTY, null, 0, 'landing=lf,exam=ef'],
    [
      'live beats the file; the file keeps the rest',
      { ...EMPTY, live: SERVING.live },
      null,
      0,
      'landing=l1,exam=ef',
    ],
    ['bucket below the share: the canary', SERVING, null, 29, 'landing=l2,exam=ef'],
    ['bucket at the share: the live build', SERVING, null, 30, 'landing=l1,exam=ef'],
    ["the variant's assignment beats the canary", SERVING, 'founder', 0, 'landing=l3,exam=ef'],
    ['another variant: as everyone', SERVING, 'free', 99, 'landing=l1,exam=ef'],
  ])('%s', (_name, serving, variant, bucket, expected) => {
    const { versions } = composeVisitorManifest({ file: FILE, serving, variant, bucket });
    expect(describeVersions(versions)).toBe(expected);
  });

  test('a canary build carries the live build as its fallback; nothing else does', () => {
    const canary = composeVisitorManifest({ file: FILE, serving: SERVING, variant: null, bucket: 0 });
    expect(canary.manifest.remotes.landing).toEqual({
      ...build('landing', 'l2'),
      fallback: build('landing', 'l1'),
    });
    const live = composeVisitorManifest({ file: FILE, serving: SERVING, variant: null, bucket: 50 });
    expect(live.manifest.remotes.landing).toEqual(build('landing', 'l1'));
    expect(live.manifest.remotes.exam).toEqual(build('exam', 'ef'));
  });

  test('a canary without any live build: served without a fallback; no file and nothing live: no remotes', () => {
    const serving = { ...EMPTY, canaries: SERVING.canaries };
    const { manifest } = composeVisitorManifest({ file: null, serving, variant: null, bucket: 0 });
    expect(manifest).toEqual({ remotes: { landing: build('landing', 'l2') } });
    expect(composeVisitorManifest({ file: null, serving: EMPTY, variant: null, bucket: 0 }).manifest).toEqual(
      {
        remotes: {},
      },
    );
  });
});

test.each([
  ['0', 0],
  ['99', 99],
  ['7', 7],
  ['100', null],
  ['07', null],
  ['-1', null],
  ['x', null],
  ['', null],
  [undefined, null],
])('parseBucket(%p) = %p', (value, expected) => expect(parseBucket(value)).toBe(expected));

test.each([
  ['/landing_page/founder', 'founder'],
  ['/landing_page/new_variant_2/', 'new_variant_2'],
  ['/landing_page/founder/extra', 'founder'],
  ['/landing_page/', null],
  ['/landing_page/Founder', null],
  ['/', null],
  ['/exam/landing_page/founder', null],
])('variantOfPath(%p) = %p', (pathname, expected) => expect(variantOfPath(pathname)).toBe(expected));

test.each([
  ['founder', 'founder'],
  [['founder', 'free'], null],
  ['../x', null],
  [undefined, null],
])('variantOfQuery(%p) = %p', (value, expected) => expect(variantOfQuery(value)).toBe(expected));
