// The entrance's sampling decision and the settings read from the environment (tracing.ts); the
// traces themselves are shown on real processes in scripts/tracing/tracing.test.ts.
import { traced } from './server-spans';
import { DEFAULT_SAMPLE_RATIO, tracingSettings } from './tracing';

const TRACE = '0af7651916cd43dd8448eb211c80319c';
const PARENT = 'b7ad6b7169203331';

describe('traced: decided as a request comes in', () => {
  test.each([
    ['a sampled traceparent, whatever the ratio', '/api/x', `00-${TRACE}-${PARENT}-01`, 0, true],
    ['an unsampled traceparent, whatever the ratio', '/api/x', `00-${TRACE}-${PARENT}-00`, 1, false],
    ['flags with the sampled bit among others', '/api/x', `00-${TRACE}-${PARENT}-03`, 0, true],
    ['a later version read the same way', '/api/x', `01-${TRACE}-${PARENT}-01-more`, 0, true],
    ['no traceparent at ratio 1', '/api/x', undefined, 1, true],
    ['no traceparent at ratio 0', '/api/x', undefined, 0, false],
    ['a malformed traceparent counts as none', '/api/x', 'nonsense', 0, false],
    ['a health probe, even asked to be sampled', '/healthz', `00-${TRACE}-${PARENT}-01`, 1, false],
  ] as const)('%s', (_name, url, traceparent, ratio, expected) => {
    expect(traced(url, traceparent, ratio)).toBe(expected);
  });
});

describe('tracingSettings', () => {
  test('by default: on, nothing exported, the default ratio, server spans only', () => {
    expect(tracingSettings({})).toEqual({
      enabled: true,
      exporting: false,
      ratio: DEFAULT_SAMPLE_RATIO,
      instrumentations: ['http'],
    });
  });

  test('OTEL_NODE_ENABLED_INSTRUMENTATIONS names the whole set, express included; the disabled list is taken out', () => {
    const { instrumentations } = tracingSettings({
      OTEL_NODE_ENABLED_INSTRUMENTATIONS: 'http,express, pg',
      OTEL_NODE_DISABLED_INSTRUMENTATIONS: 'pg',
    });
    expect(instrumentations).toEqual(['http', 'express']);
  });

  test('the OTEL_* variables', () => {
    expect(
      tracingSettings({
        OTEL_SDK_DISABLED: 'TRUE',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_TRACES_SAMPLER_ARG: '0.25',
        OTEL_NODE_ENABLED_INSTRUMENTATIONS: 'http,pg,undici',
        OTEL_NODE_DISABLED_INSTRUMENTATIONS: 'pg',
      }),
    ).toEqual({ enabled: false, exporting: true, ratio: 0.25, instrumentations: ['http', 'undici'] });
  });

  test.each(['-0.1', '1.5', 'half'])('a ratio of %s stops the start', (ratio) => {
    expect(() => tracingSettings({ OTEL_TRACES_SAMPLER_ARG: ratio })).toThrow(/OTEL_TRACES_SAMPLER_ARG/);
  });
});
