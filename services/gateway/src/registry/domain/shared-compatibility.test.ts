import { describeClashes, isSemverRange, sharedClashes } from './shared-compatibility';

const SHELL = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router': '7.18.5', i18next: '27.1.2' };

describe('sharedClashes: a build runs on the shell’s singletons', () => {
  test.each([
    ['the same major', { react: '^19.0.0', 'react-dom': '^19.0.0' }, []],
    ['an exact match', { react: '19.3.1' }, []],
    ['a wide range', { react: '>=18 <20' }, []],
    ['a package the shell does not share (bundled by the build)', { lodash: '^4.0.0' }, []],
    ['no requirements', {}, []],
    ['React 18', { react: '^18.2.0' }, [{ package: 'react', required: '^18.2.0', provided: '19.3.1' }]],
    [
      'a newer minor than the shell has',
      { 'react-router': '^7.20.0' },
      [{ package: 'react-router', required: '^7.20.0', provided: '7.18.5' }],
    ],
    ['React 20', { react: '^20.0.0' }, [{ package: 'react', required: '^20.0.0', provided: '19.3.1' }]],
    ['not a range', { react: 'latest!' }, [{ package: 'react', required: 'latest!', provided: '19.3.1' }]],
    [
      'two clashes, sorted by package',
      { 'react-dom': '^18.0.0', react: '^18.0.0' },
      [
        { package: 'react', required: '^18.0.0', provided: '19.3.1' },
        { package: 'react-dom', required: '^18.0.0', provided: '19.3.1' },
      ],
    ],
  ])('%s', (_name, requirements, expected) => {
    expect(sharedClashes(requirements, SHELL)).toEqual(expected);
  });

  test('the reason names what is needed and what the shell provides', () => {
    expect(describeClashes(sharedClashes({ react: '^18.2.0', i18next: '^26.0.0' }, SHELL))).toBe(
      'i18next ^26.0.0 needed, the shell provides 27.1.2; react ^18.2.0 needed, the shell provides 19.3.1',
    );
  });

  test.each([
    ['^19.0.0', true],
    ['>=18 <20', true],
    ['19.x', true],
    ['*', true],
    ['not a range!', false],
    ['^^19', false],
  ])('isSemverRange(%j) is %s', (range, expected) => {
    expect(isSemverRange(range)).toBe(expected);
  });
});
