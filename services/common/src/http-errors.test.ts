// The database's unavailability (PostgreSQL restarting or down) is a 503 asking the client to try
// again shortly, not a bare 500 (issue 15, found by the PostgreSQL-restart fault test).
import { isDatabaseUnavailable, toErrorEnvelope } from './http-errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('database unavailable → 503 with Retry-After', () => {
  test.each([
    ['admin shutdown (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['crash shutdown (57P02)', withCode('57P02')],
    ['starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['connection failure (08006)', withCode('08006')],
    ['refused socket', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['reset socket (seen while PostgreSQL restarted)', withCode('ECONNRESET', 'read ECONNRESET')],
    ['not queryable any more', new Error('Client has encountered a connection error and is not queryable')],
    ['pg: terminated under a query', new Error('Connection terminated unexpectedly')],
    ['wrapped in a cause', new Error('query failed', { cause: withCode('57P01') })],
  ])('%s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(toErrorEnvelope(err)).toEqual({
      status: 503,
      body: { result: 503, message: expect.stringMatching(/try again/), retryAfterSeconds: 5 },
    });
  });

  test.each([
    ['a unique violation (23505)', withCode('23505', 'duplicate key')],
    ['a syntax error (42601)', withCode('42601')],
    ['a plain error', new Error('boom')],
    ['not an error at all', 'boom'],
  ])('%s stays a 500', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
    expect(toErrorEnvelope(err)).toEqual({ status: 500, body: { result: 500, message: 'Internal error' } });
  });
});
