// The default destination (standard output) gathers lines and writes them together (batchedStdout
// in logger.ts): seen from outside, as fs.write calls on standard output in this process, and as the
// lines a parent process reads from a child that logs and exits.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createLogger } from './logger';

const STDOUT = 1;

describe('the logger on standard output', () => {
  let written: string[];
  let write: jest.SpyInstance;

  beforeEach(() => {
    written = [];
    const real = fs.write.bind(fs) as (...args: unknown[]) => void;
    write = jest.spyOn(fs, 'write').mockImplementation(((fd: number, data: string, ...rest: unknown[]) => {
      if (fd !== STDOUT) return real(fd, data, ...rest);
      written.push(String(data));
      const done = rest.find((arg) => typeof arg === 'function') as (e: null, n: number) => void;
      setImmediate(() => done(null, Buffer.byteLength(String(data))));
    }) as unknown as typeof fs.write);
  });
  afterEach(() => write.mockRestore());

  const linesOf = (chunks: string[]) =>
    chunks
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { i?: number; msg: string });
  /** The writes of the logger named `service` (other tests' loggers in this process write too). */
  const writesOf = (service: string) => written.filter((chunk) => chunk.includes(`"service":"${service}"`));

  test('lines of requests in turn are written a few at a time, every line whole and in order', async () => {
    const logger = createLogger('busy');
    // One line a turn of the event loop, as a server writes one per request: writing each line
    // once the write before has finished would be a write a line or two.
    for (let i = 0; i < 300; i++) {
      logger.info({ i }, 'request completed');
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const writes = writesOf('busy');
    expect(linesOf(writes).map((line) => line.i)).toEqual(Array.from({ length: 300 }, (_, i) => i));
    // ≈ 100 bytes a line, 4 KB a write, or what waited 100 ms: about a dozen writes; one a line
    // would be 300.
    expect(writes.length).toBeGreaterThan(1);
    expect(writes.length).toBeLessThanOrEqual(30);
  });

  test('a lone line is not held back: it is written within the flush period', async () => {
    const logger = createLogger('quiet');
    logger.info('only line');
    expect(writesOf('quiet')).toEqual([]); // gathered, not written at once
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(linesOf(writesOf('quiet')).map((line) => line.msg)).toEqual(['only line']);
  });

  test('a logger that writes nothing writes nothing, however long it lives', async () => {
    createLogger('idle');
    createLogger('silenced', { level: 'silent' }).info('not written');
    await new Promise((resolve) => setTimeout(resolve, 350));
    // No timer of its own ticking (sonic-boom's periodicFlush would write an empty batch every
    // 100 ms, for every logger ever made).
    expect(written.filter((chunk) => chunk === '' || /"service":"(idle|silenced)"/.test(chunk))).toEqual([]);
  });
});

test('a process that logs and exits at once loses no line (written out at exit)', async () => {
  const logger = path.join(__dirname, 'logger.ts');
  const script = `
    const { createLogger } = require(${JSON.stringify(logger)});
    const log = createLogger('exiting');
    for (let i = 0; i < 50; i++) log.info({ i }, 'line');
    log.error('last words');
    process.exit(3);`;
  const stdout = await new Promise<string>((resolve, reject) =>
    execFile(process.execPath, ['--import', 'tsx', '-e', script], (error, out) =>
      error?.code === 3 ? resolve(out) : reject(error ?? new Error('exited 0')),
    ),
  );
  const lines = stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { i?: number; msg: string });
  // Each line once. Their order may differ: a batch already on its way when the process exits is
  // written by libuv's thread while what was still gathered is written at exit.
  expect(lines).toHaveLength(51);
  const numbered = lines.flatMap((line) => (line.i === undefined ? [] : [line.i]));
  expect(numbered.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  expect(lines.filter((line) => line.msg === 'last words')).toHaveLength(1);
});
