import { ConfigError } from './config';
import { DEV_INTERNAL_TOKEN, internalTokenMatches, loadInternalToken } from './internal-token';

describe('internal token', () => {
  test('development default, a long token, or a clear error', () => {
    expect(loadInternalToken({ NODE_ENV: 'development' })).toBe(DEV_INTERNAL_TOKEN);
    expect(loadInternalToken({ NODE_ENV: 'test' })).toBe(DEV_INTERNAL_TOKEN);
    expect(loadInternalToken({ INTERNAL_TOKEN: 'x'.repeat(32) })).toBe('x'.repeat(32));
    expect(() => loadInternalToken({ INTERNAL_TOKEN: 'short' })).toThrow(ConfigError);
    // Issue 37: outside development (NODE_ENV missing too) the development token is never used.
    for (const env of [{ NODE_ENV: 'production' }, {}, { NODE_ENV: 'staging' }])
      expect(() => loadInternalToken(env)).toThrow(/INTERNAL_TOKEN: required unless NODE_ENV=development/);
  });

  test('matches only the exact token', () => {
    expect(internalTokenMatches(DEV_INTERNAL_TOKEN, DEV_INTERNAL_TOKEN)).toBe(true);
    expect(internalTokenMatches(undefined, DEV_INTERNAL_TOKEN)).toBe(false);
    expect(internalTokenMatches(`${DEV_INTERNAL_TOKEN}x`, DEV_INTERNAL_TOKEN)).toBe(false);
    expect(internalTokenMatches('', DEV_INTERNAL_TOKEN)).toBe(false);
  });
});
