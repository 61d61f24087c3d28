import { EARLY_EXAM_START, type EarlyExamStart } from '@iq/contracts';
import { takeEarlyStart } from './early-start';

type Target = Parameters<typeof takeEarlyStart>[2];

function windowWith(early: EarlyExamStart | undefined): Target {
  return (early ? { [EARLY_EXAM_START.global]: early } : {}) as unknown as Target;
}

const sessionAnswer = (body: unknown, status = 200) => Promise.resolve({ status, body });
const started = { sessionId: 'abc', questionList: undefined };

test('the early answer serves the start of the same exam and code, once', async () => {
  const target = windowWith({
    request: { examId: 1, code: 'web', hl: 'fr-FR' },
    response: sessionAnswer({ result: 200, message: 'ok', data: started }),
  });
  await expect(takeEarlyStart(1, 'web', target)).resolves.toEqual({ started, hl: 'fr-FR' });
  // Taken: a second start (a retake) goes to the server.
  await expect(takeEarlyStart(1, 'web', target)).resolves.toBeNull();
});

test('another exam or code, a failed or refused start, or no early start: the caller starts itself', async () => {
  const ok = () => sessionAnswer({ result: 200, data: started });
  await expect(takeEarlyStart(1, 'web', windowWith(undefined))).resolves.toBeNull();
  await expect(
    takeEarlyStart(1, 'web', windowWith({ request: { examId: 1, code: 'fb' }, response: ok() })),
  ).resolves.toBeNull();
  await expect(
    takeEarlyStart(1, 'web', windowWith({ request: { examId: 3, code: 'web' }, response: ok() })),
  ).resolves.toBeNull();
  for (const response of [
    Promise.resolve(null), // the network failed
    sessionAnswer({ result: 429, message: 'Too many requests' }, 429),
    sessionAnswer({ result: 200, data: { sessionId: '' } }),
    sessionAnswer({ result: 200, data: null }),
    sessionAnswer('<html>'),
  ])
    await expect(
      takeEarlyStart(1, 'web', windowWith({ request: { examId: 1, code: 'web' }, response })),
    ).resolves.toBeNull();
});
