import { api, retryAfterOf, type ApiError } from './query';
import { createAppStore } from './store';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    baseQueryProbe: build.query<unknown, string>({ query: (path) => path }),
    withoutSessionProbe: build.query<unknown, string>({
      query: (path) => ({ url: path, headers: { 'Exam-Session': undefined } }),
    }),
  }),
});

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return jest.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    }),
  );
}

async function ask(path: string) {
  const store = createAppStore();
  return store.dispatch(probeApi.endpoints.baseQueryProbe.initiate(path));
}

afterEach(() => jest.restoreAllMocks());

test('success is the envelope data', async () => {
  answer(200, { result: 200, data: { a: 1 } });
  expect((await ask('/ok')).data).toEqual({ a: 1 });
});

test('a failure carries the status, the message and the spec result code', async () => {
  answer(404, { result: 10101, message: 'There are no retrievable reports in the current mailbox.' });
  const error = (await ask('/none')).error as ApiError;
  expect(error).toMatchObject({
    status: 404,
    result: 10101,
    message: 'There are no retrievable reports in the current mailbox.',
  });
  expect(error.retryAfterSeconds).toBeUndefined();
});

test('a 429 carries the Retry-After seconds, or the envelope field when no header came', async () => {
  answer(429, { result: 429, message: 'Too many requests' }, { 'Retry-After': '42' });
  expect(((await ask('/busy')).error as ApiError).retryAfterSeconds).toBe(42);
  jest.restoreAllMocks();
  answer(429, { result: 429, message: 'Too many requests', retryAfterSeconds: 7.2 });
  expect(((await ask('/busy2')).error as ApiError).retryAfterSeconds).toBe(8);
});

test('the runtime headers go with every call; a call that names one as undefined sends none of it', async () => {
  const fetched = jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(JSON.stringify({ result: 200, data: {} }), { status: 200 }));
  const store = createAppStore({ hl: 'en-US', examSession: 'session-1' });
  await store.dispatch(probeApi.endpoints.baseQueryProbe.initiate('/with'));
  await store.dispatch(probeApi.endpoints.withoutSessionProbe.initiate('/without'));
  const [withSession, withoutSession] = fetched.mock.calls.map(([request]) => request as Request);
  expect(withSession!.headers.get('Exam-Session')).toBe('session-1');
  expect(withoutSession!.headers.get('Exam-Session')).toBeNull();
  expect(withoutSession!.headers.get('hl')).toBe('en-US');
});

test('a 200 whose body is not a success envelope is a failure with its result', async () => {
  answer(200, { result: 10101, message: 'none' });
  expect((await ask('/odd')).error).toMatchObject({ status: 200, result: 10101 });
});

test.each([
  ['120', 120],
  [' 5 ', 5],
  ['Wed, 21 Oct 2015 07:28:30 GMT', 30],
  ['Wed, 21 Oct 2015 07:27:00 GMT', 0],
  ['soon', undefined],
  [null, undefined],
])('Retry-After %p → %p seconds', (header, seconds) => {
  expect(retryAfterOf(header, Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(seconds);
});
