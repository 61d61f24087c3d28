import { ConfigError } from '@iq/service-common';
import { DEFAULT_EXAM_CONFIG, loadExamConfig } from './config';

/** The settings as `npm start` and the tests run them: development mode. */
const dev = (env: NodeJS.ProcessEnv) => loadExamConfig({ NODE_ENV: 'development', ...env });

describe('exam config', () => {
  test('defaults: 20 minutes, 2 s per item; empty counts as unset', () => {
    expect(DEFAULT_EXAM_CONFIG).toEqual({
      timeLimitSeconds: 1200,
      minSecondsPerItem: 2,
      supportEmail: 'support@iq-test.local',
      operatorName: 'IQ Test Demo Operator (development default)',
      operatorAddress: 'No postal address configured (development default)',
    });
    expect(dev({ EXAM_TIME_LIMIT_SECONDS: '', EXAM_MIN_SECONDS_PER_ITEM: '' })).toEqual(DEFAULT_EXAM_CONFIG);
  });

  test('overrides (e2e answers quickly with 0)', () => {
    expect(dev({ EXAM_TIME_LIMIT_SECONDS: '90', EXAM_MIN_SECONDS_PER_ITEM: '0' })).toMatchObject({
      timeLimitSeconds: 90,
      minSecondsPerItem: 0,
    });
    expect(dev({ SUPPORT_EMAIL: 'help@iqtest-online.com' }).supportEmail).toBe('help@iqtest-online.com');
    expect(dev({ EXAM_MIN_SECONDS_PER_ITEM: '1.5' }).minSecondsPerItem).toBe(1.5);
    expect(
      dev({
        OPERATOR_NAME: '  Mensa Muster GmbH ',
        OPERATOR_ADDRESS: 'Musterstraße 1, 10115 Berlin, Germany',
      }),
    ).toMatchObject({
      operatorName: 'Mensa Muster GmbH',
      operatorAddress: 'Musterstraße 1, 10115 Berlin, Germany',
    });
    expect(dev({ OPERATOR_NAME: '   ' }).operatorName).toBe('IQ Test Demo Operator (development default)');
  });

  test('production starts with all three named', () => {
    expect(
      loadExamConfig({
        NODE_ENV: 'production',
        SUPPORT_EMAIL: 'help@iqtest-online.com',
        OPERATOR_NAME: 'IQ Online Ltd',
        OPERATOR_ADDRESS: '1 High Street, London EC1A 1AA, United Kingdom',
      }),
    ).toMatchObject({ operatorName: 'IQ Online Ltd', supportEmail: 'help@iqtest-online.com' });
  });

  test.each([
    [{ EXAM_TIME_LIMIT_SECONDS: 'twenty' }, /EXAM_TIME_LIMIT_SECONDS/],
    [{ EXAM_TIME_LIMIT_SECONDS: '0' }, /EXAM_TIME_LIMIT_SECONDS/],
    [{ EXAM_TIME_LIMIT_SECONDS: '12.5' }, /EXAM_TIME_LIMIT_SECONDS/],
    [{ EXAM_MIN_SECONDS_PER_ITEM: '-1' }, /EXAM_MIN_SECONDS_PER_ITEM/],
    [{ SUPPORT_EMAIL: 'not an address' }, /SUPPORT_EMAIL/],
    // Production never falls back to the development address.
    [{ NODE_ENV: 'production' }, /SUPPORT_EMAIL: required unless NODE_ENV=development/],
    [{ OPERATOR_ADDRESS: 'Musterstraße 1\n10115 Berlin' }, /OPERATOR_ADDRESS: one line of text/],
    [{ OPERATOR_NAME: 'x'.repeat(201) }, /OPERATOR_NAME/],
    [
      { NODE_ENV: 'production', SUPPORT_EMAIL: 'help@iqtest-online.com', OPERATOR_ADDRESS: 'Main St 1' },
      /OPERATOR_NAME: required unless NODE_ENV=development/,
    ],
    [
      { NODE_ENV: 'production', SUPPORT_EMAIL: 'help@iqtest-online.com', OPERATOR_NAME: 'IQ Online Ltd' },
      /OPERATOR_ADDRESS: required unless NODE_ENV=development/,
    ],
  ])('rejects %j', (env, field) => {
    expect(() => loadExamConfig(env)).toThrow(ConfigError);
    expect(() => loadExamConfig(env)).toThrow(field);
  });
});
