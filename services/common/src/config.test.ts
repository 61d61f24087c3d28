import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  test('defaults', () => {
    const config = loadConfig({});
    expect(config.ports).toEqual({ gateway: 8080, exam: 8081, order: 8082, user: 8083 });
    expect(config.host).toBe('127.0.0.1');
    expect(config.urls).toEqual({
      exam: 'http://127.0.0.1:8081',
      order: 'http://127.0.0.1:8082',
      user: 'http://127.0.0.1:8083',
    });
    expect(config.dataDir).toBe(path.join(REPO_ROOT, 'data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(REPO_ROOT).toBe(path.resolve(__dirname, '../../..'));
  });

  test('overrides; a moved service port moves the gateway target; empty counts as unset', () => {
    const config = loadConfig({
      PORT: '9000',
      EXAM_PORT: '9001',
      USER_URL: 'http://users.internal:80',
      DATABASE_URL: '',
      DATA_DIR: '/tmp/x',
    });
    expect(config.ports.gateway).toBe(9000);
    expect(config.urls.exam).toBe('http://127.0.0.1:9001');
    expect(config.urls.user).toBe('http://users.internal:80');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe('/tmp/x');
  });

  test('a service as several instances: a comma-separated list of URLs (issue 15)', () => {
    const config = loadConfig({ ORDER_URL: ' http://127.0.0.1:8082 , http://127.0.0.1:8092 ' });
    expect(config.urls.order).toBe('http://127.0.0.1:8082,http://127.0.0.1:8092');
  });

  test.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ ORDER_URL: 'http://127.0.0.1:8082,ftp://x' }, /ORDER_URL/],
    [{ USER_URL: 'http://127.0.0.1:8083,' }, /USER_URL/],
    [{ ORDER_PORT: '70000' }, /ORDER_PORT/],
    [{ EXAM_URL: 'ftp://x' }, /EXAM_URL/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
  ])('rejects %j', (env, field) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(field);
  });
});
