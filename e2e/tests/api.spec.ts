import { expect, test } from '@playwright/test';

test.describe('API through the gateway', () => {
  test('answers with the envelope', async ({ request }) => {
    const response = await request.get('/api/exam/category/list');
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.result).toBe(200);
    expect(body.data.length).toBe(4);
    expect(response.headers()['logid']).toBeTruthy();
  });

  test('language list and question list (with a session)', async ({ request }) => {
    const languages = await (await request.get('/api/app/language/list/1')).json();
    expect(languages.data).toHaveLength(9);
    const noSession = await request.get('/api/exam/question/list/1/en');
    expect(noSession.status()).toBe(400);
    expect((await noSession.json()).result).toBe(400);
    const start = await (
      await request.post('/api/exam/session/start', { data: { examId: 1, code: 'web' } })
    ).json();
    const list = await request.get('/api/exam/question/list/1/gr-DE', {
      headers: { 'Exam-Session': start.data.sessionId },
    });
    const body = await list.json();
    expect(body.result).toBe(200);
    expect(body.data.questions).toHaveLength(30);
  });

  test('malformed JSON gets a 400 envelope, never a stack trace', async ({ request }) => {
    const response = await request.post('/api/exam/session/start', {
      headers: { 'content-type': 'application/json' },
      data: '{"examId": 1,',
    });
    expect(response.status()).toBe(400);
    const text = await response.text();
    const body = JSON.parse(text);
    expect(body.result).toBe(400);
    expect(typeof body.message).toBe('string');
    expect(text).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  test('wrong types, unknown prefixes and huge bodies', async ({ request }) => {
    const wrong = await request.post('/api/exam/session/start', { data: { examId: 'one', code: 'web' } });
    expect(wrong.status()).toBe(400);
    const unknown = await request.get('/api/nothing/here');
    expect(unknown.status()).toBe(404);
    expect((await unknown.json()).result).toBe(404);
    const huge = await request.post('/api/exam/session/start', {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ examId: 1, code: 'web', pad: 'x'.repeat(1_100_000) }),
    });
    expect(huge.status()).toBe(413);
    expect((await huge.json()).result).toBe(413);
  });

  test('healthz and the manifest are never cached', async ({ request }) => {
    expect((await request.get('/healthz')).status()).toBe(200);
    const manifest = await request.get('/mf/manifest');
    expect(manifest.headers()['cache-control']).toContain('no-store');
  });
});
