import vm from 'node:vm';
import { AFTER_PAINT_PATH, AFTER_PAINT_SCRIPT, loadCodeAfterPaint } from './after-paint';

const page =
  '<html><head><script defer src=/main.74c9.js></script><link href=/main.44.css rel=stylesheet></head><body><div id="root"></div></body></html>';
const assets = {
  fetches: ['/remotes/landing/v1/mf-manifest.json'],
  scripts: ['/470.a.js', '/remotes/landing/v1/x.js'],
};

test('the entry script gives way to the loader, and the code to load goes into a data block', () => {
  const out = loadCodeAfterPaint(page, assets)!;
  expect(out).not.toContain('src=/main.74c9.js');
  expect(out).toContain(
    `<script defer src="${AFTER_PAINT_PATH}"></script><link href=/main.44.css rel=stylesheet>`,
  );
  const data = JSON.parse(/id="iq-after-paint">(.*?)<\/script>/.exec(out)![1]!);
  expect(data).toEqual({
    main: '/main.74c9.js',
    preload: [
      { href: '/remotes/landing/v1/mf-manifest.json', as: 'fetch' },
      { href: '/470.a.js', as: 'script' },
      { href: '/remotes/landing/v1/x.js', as: 'script' },
    ],
  });
});

test('an entry script of another shape is left alone (the caller loads the code as usual)', () => {
  expect(
    loadCodeAfterPaint('<head><script src="/main.js" type="module"></script></head><body></body>', assets),
  ).toBeNull();
  expect(
    loadCodeAfterPaint(
      '<head><script defer src="https://cdn.example/main.js"></script></head><body></body>',
      assets,
    ),
  ).toBeNull();
});

test('the loader adds the preloads and the entry only after a frame has been painted', () => {
  const appended: { tag: string; [key: string]: unknown }[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const data = {
    main: '/main.1.js',
    preload: [
      { href: '/m.json', as: 'fetch' },
      { href: '/a.js', as: 'script' },
    ],
  };
  const document = {
    getElementById: (id: string) => (id === 'iq-after-paint' ? { textContent: JSON.stringify(data) } : null),
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (el: { tag: string }) => appended.push(el) },
  };
  vm.runInNewContext(AFTER_PAINT_SCRIPT, {
    document,
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void) => timers.push(fn),
  });
  expect(appended).toEqual([]); // nothing before the frame
  frames.shift()!(); // the first frame, before its paint: asks for the next one
  expect(appended).toEqual([]);
  expect(timers).toHaveLength(1); // only the background-tab timer so far
  frames.shift()!(); // the second frame: the first has been painted
  expect(appended).toEqual([]); // the frame schedules; the task runs after it
  timers.forEach((run) => run()); // the task after the frame, and the background-tab timer (no-op)
  expect(appended).toEqual([
    { tag: 'link', rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/m.json' },
    { tag: 'link', rel: 'preload', as: 'script', href: '/a.js' },
    { tag: 'script', src: '/main.1.js' },
  ]);
});
