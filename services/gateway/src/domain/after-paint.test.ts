import { createHash } from 'node:crypto';
import vm from 'node:vm';
import { AFTER_PAINT_SCRIPT, loadCodeAfterPaint } from './after-paint';
import { contentSecurityPolicy } from './tracking-config';

const page =
  '<html><head><script defer src=/main.74c9.js></script><link href=/main.44.css rel=stylesheet></head><body><div id="root"></div></body></html>';
const assets = {
  fetches: ['/remotes/landing/v1/mf-manifest.json'],
  scripts: ['/470.a.js', '/remotes/landing/v1/x.js'],
};

test('the entry script gives way to the loader, and the code to load goes into a data block', () => {
  const out = loadCodeAfterPaint(page, assets)!;
  expect(out).not.toContain('src=/main.74c9.js');
  expect(out).toContain('<head><link href=/main.44.css rel=stylesheet></head>');
  // The loader last in the body, after its data (it reads the block when it runs).
  expect(out).toMatch(
    /<script type="application\/json" id="iq-after-paint">[^<]*<\/script><script>\(function/,
  );
  expect(out.endsWith('})();\n</script></body></html>')).toBe(true);
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
    window: {}, // no PerformanceObserver: the two-frame fallback
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

test('where the browser reports paints, the code starts only after the first contentful paint', () => {
  const appended: { tag: string; [key: string]: unknown }[] = [];
  const timers: (() => void)[] = [];
  const observers: {
    callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void;
    disconnected: boolean;
  }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    record: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]['callback']) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const document = {
    getElementById: () => ({ textContent: JSON.stringify({ main: '/main.2.js', preload: [] }) }),
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (el: { tag: string }) => appended.push(el) },
  };
  vm.runInNewContext(AFTER_PAINT_SCRIPT, {
    document,
    window: { PerformanceObserver: FakeObserver },
    PerformanceObserver: FakeObserver,
    requestAnimationFrame: () => {
      throw new Error('no frame counting where paints are reported');
    },
    setTimeout: (fn: () => void) => timers.push(fn),
  });
  expect(observers).toHaveLength(1);
  // A first paint without content (a background colour) is not enough.
  observers[0]!.callback({ getEntriesByName: (name) => (name === 'first-paint' ? [{}] : []) });
  expect(timers).toHaveLength(1); // only the background-tab timer
  observers[0]!.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
  expect(observers[0]!.disconnected).toBe(true);
  expect(timers).toHaveLength(2);
  timers[1]!(); // the task after the paint entry
  expect(appended).toEqual([{ tag: 'script', src: '/main.2.js' }]);
  timers[0]!(); // the background-tab timer later: nothing twice
  expect(appended).toHaveLength(1);
});

test('the CSP lets exactly the inline loader run: every inline script of the page has its hash listed', () => {
  const out = loadCodeAfterPaint(page, assets)!;
  const allowed = contentSecurityPolicy(null).directives.scriptSrc;
  expect(allowed.some((source) => /unsafe-inline/.test(source))).toBe(false);
  const inline = [
    ...out.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
  ];
  expect(inline).toHaveLength(1);
  for (const [, text] of inline) {
    const hash = `'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`;
    expect(allowed).toContain(hash);
  }
});
