// The stack's processes and their environments (issue 15): one of each by default, byte for byte
// as before; with instances, ports moved per instance and every caller given the instance lists.
import { stackProcesses } from './lib/stack.mjs';

type Proc = { name: string; port: number; gateway: boolean; env: Record<string, string | undefined> };
const processes = (env: Record<string, string>, instances?: number) =>
  stackProcesses(env, instances) as Proc[];

describe('stack processes', () => {
  test('one of each: the environment as given, no instance lists', () => {
    const list = processes({ PORT: '9000', EXAM_PORT: '9001', ORDER_PORT: '9002', USER_PORT: '9003' });
    expect(list.map((p) => [p.name, p.port])).toEqual([
      ['exam', 9001],
      ['order', 9002],
      ['user', 9003],
      ['gateway', 9000],
    ]);
    for (const p of list)
      expect([p.env.EXAM_URL, p.env.ORDER_URL, p.env.USER_URL]).toEqual([undefined, undefined, undefined]);
  });

  test('two of each on PostgreSQL: ports + 100, each process listens on its own, everyone knows both instances', () => {
    const list = processes({ DATABASE_URL: 'postgres://x/y', PORT: '9000', EXAM_PORT: '9001' }, 2);
    expect(list.map((p) => `${p.name}:${p.port}`)).toEqual([
      'exam:9001',
      'order:8082',
      'user:8083',
      'gateway:9000',
      'exam#2:9101',
      'order#2:8182',
      'user#2:8183',
      'gateway#2:9100',
    ]);
    const own = (name: string) => list.find((p) => p.name === name)!;
    expect(own('exam#2').env.EXAM_PORT).toBe('9101');
    expect(own('order#2').env.ORDER_PORT).toBe('8182');
    expect(own('gateway#2').env.PORT).toBe('9100');
    for (const p of list) {
      expect(p.env.EXAM_URL).toBe('http://127.0.0.1:9001,http://127.0.0.1:9101');
      expect(p.env.ORDER_URL).toBe('http://127.0.0.1:8082,http://127.0.0.1:8182');
      expect(p.env.USER_URL).toBe('http://127.0.0.1:8083,http://127.0.0.1:8183');
    }
  });

  test('instance lists given by the operator are kept; more than one instance refuses to start on PGlite', () => {
    const list = processes({ DATABASE_URL: 'postgres://x/y', USER_URL: 'http://users:1,http://users:2' }, 2);
    expect(new Set(list.map((p) => p.env.USER_URL))).toEqual(new Set(['http://users:1,http://users:2']));
    expect(() => processes({}, 2)).toThrow(/DATABASE_URL/);
    expect(() => processes({}, 0)).toThrow(/instances/);
  });
});
