import { parseRemoteManifest } from '../remotes/remote-manifest';
import { remoteFolders, remoteOfError, remoteOfStack, stackScripts } from './error-attribution';

const PAGE = 'https://iq.example/answer_question/standard/web-1';
const manifest = parseRemoteManifest({
  remotes: {
    landing: {
      version: 'c2',
      entry: '/remotes/landing/c2/mf-manifest.json',
      fallback: { version: 'l1', entry: '/remotes/landing/l1/mf-manifest.json' },
    },
    exam: { version: 'e7', entry: '/remotes/exam/e7/mf-manifest.json' },
  },
});
const folders = remoteFolders(manifest, PAGE);

// What the browsers print for an error thrown in a remote's click handler that React 19 reported
// (reportError): the remote's frame below react-dom's and the shell's own chunks.
const CHROME = `Error: canary-landing: the CTA handler threw
    at startTestThrows (https://iq.example/remotes/landing/c2/__federation_expose_Landing.3f2a1b.js:1:2045)
    at executeDispatch (https://iq.example/vendor.9c1d2e3f4a.js:2:118230)
    at runWithFiberInDEV (https://iq.example/vendor.9c1d2e3f4a.js:2:91022)
    at https://iq.example/main.1a2b3c4d5e.js:1:4410`;
const FIREFOX = `startTestThrows@https://iq.example/remotes/exam/e7/src_pages_question_tsx.77aa.js:1:3301
executeDispatch@https://iq.example/vendor.9c1d2e3f4a.js:2:118230
promise callback*dispatchDiscreteEvent@https://iq.example/vendor.9c1d2e3f4a.js:2:140112
`;
const SAFARI = `startTestThrows@https://iq.example/remotes/landing/l1/326.js:2:12
global code@https://iq.example/main.1a2b3c4d5e.js:1:1`;
const SHELL_ONLY = `TypeError: Cannot read properties of undefined (reading 'code')
    at RoutedPage (https://iq.example/main.1a2b3c4d5e.js:1:9000)
    at https://iq.example/vendor.9c1d2e3f4a.js:2:100`;

test('the folders are the entries’ directories, the live fallback’s too', () => {
  expect(folders.map((f) => [f.remote, f.folder])).toEqual(
    expect.arrayContaining([
      ['landing', 'https://iq.example/remotes/landing/c2/'],
      ['landing', 'https://iq.example/remotes/landing/l1/'],
      ['exam', 'https://iq.example/remotes/exam/e7/'],
    ]),
  );
  expect(folders).toHaveLength(3);
});

test.each([
  ['Chrome (V8)', CHROME, 'landing'],
  ['Firefox (SpiderMonkey)', FIREFOX, 'exam'],
  ['Safari (JavaScriptCore), the live fallback’s folder', SAFARI, 'landing'],
  ['the shell’s own code', SHELL_ONLY, null],
  [
    'the innermost remote frame, when one remote’s code called another’s',
    `Error: boom\n    at render (https://iq.example/remotes/exam/e7/1.js:1:1)\n    at onClick (https://iq.example/remotes/landing/c2/2.js:1:1)`,
    'exam',
  ],
  ['no frame at all', 'Error: boom', null],
])('%s', (_, stack, remote) => {
  expect(remoteOfStack(stack, folders)).toBe(remote);
});

test('frames are read innermost first; V8 message lines are not frames', () => {
  expect(stackScripts(CHROME)[0]).toBe(
    'https://iq.example/remotes/landing/c2/__federation_expose_Landing.3f2a1b.js:1:2045',
  );
  const messageNamesARemote = `Error: a@b: loading https://iq.example/remotes/exam/e7/12.js failed
    at https://iq.example/main.1a2b3c4d5e.js:1:10`;
  expect(remoteOfStack(messageNamesARemote, folders)).toBeNull();
});

test('a script merely starting like a folder’s name is not under it', () => {
  expect(remoteOfStack('f@https://iq.example/remotes/landing/c22/x.js:1:1', folders)).toBeNull();
});

test('an ErrorEvent is read by its error’s stack, not by its file (react-dom’s under React 19)', () => {
  const error = Object.assign(new Error('x'), { stack: CHROME });
  const event = new ErrorEvent('error', { error, filename: 'https://iq.example/vendor.9c1d2e3f4a.js' });
  expect(remoteOfError(event, folders)).toBe('landing');
  const shell = new ErrorEvent('error', {
    error: Object.assign(new Error('y'), { stack: SHELL_ONLY }),
    filename: 'https://iq.example/remotes/exam/e7/x.js',
  });
  expect(remoteOfError(shell, folders)).toBeNull();
});

test('without a stack, the ErrorEvent’s own file is its one frame', () => {
  const syntax = new ErrorEvent('error', { filename: 'https://iq.example/remotes/exam/e7/12.js' });
  expect(remoteOfError(syntax, folders)).toBe('exam');
  expect(remoteOfError(new ErrorEvent('error', { message: 'Script error.' }), folders)).toBeNull();
});

test('an unhandled rejection is read by its reason’s stack', () => {
  const rejection = (reason: unknown) =>
    Object.assign(new Event('unhandledrejection'), { reason }) as PromiseRejectionEvent;
  expect(remoteOfError(rejection(Object.assign(new Error('z'), { stack: FIREFOX })), folders)).toBe('exam');
  expect(remoteOfError(rejection('a plain string'), folders)).toBeNull();
  expect(remoteOfError(rejection(undefined), folders)).toBeNull();
});
