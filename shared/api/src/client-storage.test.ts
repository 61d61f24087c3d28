import { clientSession, createClientStorage, type ClientStorageEnvironment } from './client-storage';

const DAY = 86_400_000;

function memoryArea() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function setup(start = 0) {
  let clock = start;
  const session = memoryArea();
  const local = memoryArea();
  const env: ClientStorageEnvironment = { now: () => clock, session: () => session, local: () => local };
  return { storage: createClientStorage(env), session, local, advance: (ms: number) => (clock += ms) };
}

test('session values go to session storage under the IQ- prefix (spec §3)', () => {
  const { storage, session, local } = setup();
  storage.writeSession('consent', 'accepted');
  expect(session.items.get('IQ-consent')).toBe('"accepted"');
  expect(local.items.size).toBe(0);
  expect(storage.readSession('consent')).toBe('accepted');
  storage.removeSession('consent');
  expect(storage.readSession('consent')).toBeUndefined();
});

test('config values go to local storage under the IQ- prefix with an expiry', () => {
  const { storage, session, local } = setup(1000);
  storage.writeConfig('theme', 'dark', 2);
  expect(JSON.parse(local.items.get('IQ-theme') ?? '')).toEqual({ value: 'dark', expires: 1000 + 2 * DAY });
  expect(session.items.size).toBe(0);
});

test.each([
  // [days written with, ms later, read value]
  [undefined, 364 * DAY, 'kept'],
  [undefined, 365 * DAY - 1, 'kept'],
  [undefined, 365 * DAY, undefined],
  [1, DAY - 1, 'kept'],
  [1, DAY, undefined],
  [1, 30 * DAY, undefined],
  [0, 0, undefined],
])('written for %p days, read %p ms later: %p (default 365 days)', (days, later, expected) => {
  const { storage, local, advance } = setup(5_000);
  storage.writeConfig('x', 'kept', days);
  advance(later);
  expect(storage.readConfig('x')).toBe(expected);
  // An expired entry is dropped on read.
  expect(local.items.has('IQ-x')).toBe(expected !== undefined);
});

test.each([
  ['not JSON', '{oops'],
  ['no expiry', '{"value":1}'],
  ['null', 'null'],
])('a config entry that is %s reads as absent', (_name, raw) => {
  const { storage, local } = setup();
  local.items.set('IQ-y', raw);
  expect(storage.readConfig('y')).toBeUndefined();
});

test('blocked storage behaves as empty and never throws', () => {
  const blocked = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  const throwingArea = { getItem: blocked, setItem: blocked, removeItem: blocked };
  for (const env of [
    { now: () => 0, session: blocked, local: blocked },
    { now: () => 0, session: () => throwingArea, local: () => throwingArea },
    { now: () => 0, session: () => undefined, local: () => undefined },
  ] as ClientStorageEnvironment[]) {
    const storage = createClientStorage(env);
    expect(() => storage.writeSession('a', 1)).not.toThrow();
    expect(() => storage.writeConfig('a', 1)).not.toThrow();
    expect(() => storage.removeSession('a')).not.toThrow();
    expect(() => storage.removeConfig('a')).not.toThrow();
    expect(storage.readSession('a')).toBeUndefined();
    expect(storage.readConfig('a')).toBeUndefined();
  }
});

test('the default instance uses the browser storage', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { clientStorage } = require('./client-storage') as typeof import('./client-storage');
  clientStorage.writeSession('probe', { a: 1 });
  expect(sessionStorage.getItem('IQ-probe')).toBe('{"a":1}');
  clientStorage.writeConfig('probe', 2);
  expect(clientStorage.readConfig('probe')).toBe(2);
  sessionStorage.clear();
  localStorage.clear();
});

describe('clientSession (typed spec §3 fields)', () => {
  afterEach(() => sessionStorage.clear());

  test('a field is written under the IQ- prefix, read back with its type and removed', () => {
    clientSession.set('questionPage', 7);
    expect(sessionStorage.getItem('IQ-questionPage')).toBe('7');
    expect(clientSession.get('questionPage')).toBe(7);
    clientSession.remove('questionPage');
    expect(clientSession.get('questionPage')).toBeUndefined();
  });

  test('a corrupt value reads as absent', () => {
    sessionStorage.setItem('IQ-mode', '{not json');
    expect(clientSession.get('mode')).toBeUndefined();
  });
});
