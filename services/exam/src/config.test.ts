import { ConfigError } from '@iq/service-common';
import { DEFAULT_EXAM_CONFIG, loadExamConfig } from './config';

describe('exam config', () => {
  test('defaults: 20 minutes, 2 s per item; empty counts as unset', () => {
    expect(DEFAULT_EXAM_CONFIG).toEqual({ timeLimitSeconds: 1200, minSecondsPerItem: 2 });
    expect(loadExamConfig({ EXAM_TIME_LIMIT_SECONDS: '', EXAM_MIN_SECONDS_PER_ITEM: '' })).toEqual(
      DEFAULT_EXAM_CONFIG,
    );
  });

  test('overrides (e2e answers quickly with 0)', () => {
    expect(loadExamConfig({ EXAM_TIME_LIMIT_SECONDS: '90', EXAM_MIN_SECONDS_PER_ITEM: '0' })).toEqual({
      timeLimitSeconds: 90,
      minSecondsPerItem: 0,
    });
    expect(loadExamConfig({ EXAM_MIN_SECONDS_PER_ITEM: '1.5' }).minSecondsPerItem).toBe(1.5);
  });

  test.each([
    [{ EXAM_TIME_LIMIT_SECONDS: 'twenty' }, /EXAM_TIME_LIMIT_SECONDS/],
    [{ EXAM_TIME_LIMIT_SECONDS: '0' }, /EXAM_TIME_LIMIT_SECONDS/],
    [{ EXAM_TIME_LIMIT_SECONDS: '12.5' }, /EXAM_TIME_LIMIT_SECONDS/],
    [{ EXAM_MIN_SECONDS_PER_ITEM: '-1' }, /EXAM_MIN_SECONDS_PER_ITEM/],
  ])('rejects %j', (env, field) => {
    expect(() => loadExamConfig(env)).toThrow(ConfigError);
    expect(() => loadExamConfig(env)).toThrow(field);
  });
});
