import { packageOf, providedShared, requiredShared } from './federation-shared';

const manifest = {
  id: 'shell',
  name: 'shell',
  shared: [
    { id: 'shell:react', name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
    { id: 'shell:react/', name: 'react/', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
    { id: 'shell:rtk', name: '@reduxjs/toolkit/query', version: '2.14.0', requiredVersion: '2.14.0' },
    { id: 'shell:@iq/api', name: '@iq/api', version: '0.1.0', requiredVersion: false },
    { id: 'shell:x', name: 'x', version: '1.0.0', requiredVersion: '' },
  ],
  exposes: [],
  remotes: [],
};

describe('shared modules of a Module Federation manifest', () => {
  test.each([
    ['react', 'react'],
    ['react/', 'react'],
    ['react-dom/client', 'react-dom'],
    ['@reduxjs/toolkit/query/react', '@reduxjs/toolkit'],
    ['@iq/api', '@iq/api'],
  ])('packageOf(%j) is %j', (name, expected) => {
    expect(packageOf(name)).toBe(expected);
  });

  test('what a build provides, per package', () => {
    expect(providedShared(manifest)).toEqual({
      react: '19.3.1',
      '@reduxjs/toolkit': '2.14.0',
      '@iq/api': '0.1.0',
      x: '1.0.0',
    });
  });

  test('what a build requires, per package; no range requires nothing', () => {
    expect(requiredShared(manifest)).toEqual({ react: '^19.3.1', '@reduxjs/toolkit': '2.14.0' });
  });

  test('a manifest without shared modules requires nothing; something else is refused', () => {
    expect(requiredShared({ id: 'x' })).toEqual({});
    expect(() => providedShared('not a manifest')).toThrow(/not a Module Federation manifest/);
    expect(() => requiredShared({ shared: 'no' })).toThrow(/not a Module Federation manifest/);
  });
});
