import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { E2E_BASE_URL, REPO_ROOT } from '../stack-env';

const DEV_PORT = 13002;

// A developer runs one remote alone: `npm run dev -w mfe-exam` serves it inside its dev/
// harness with the real providers, its API calls proxied to a running gateway.
test('mfe-exam runs standalone with npm run dev', async ({ page }) => {
  test.setTimeout(240_000);
  const child = spawn('npm', ['run', 'dev', '-w', 'mfe-exam'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(DEV_PORT), API_TARGET: E2E_BASE_URL },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`http://127.0.0.1:${DEV_PORT}/`)).status;
          } catch {
            return 0;
          }
        },
        { timeout: 200_000, intervals: [1000] },
      )
      .toBe(200);
    await page.goto(`http://127.0.0.1:${DEV_PORT}/answer_question/start_loading/web-1`);
    await expect(page.getByTestId('screen-exam-instructions')).toBeVisible({ timeout: 60_000 });
    await page.getByTestId('begin-test').click();
    await expect(page.getByTestId('screen-exam-question')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Question 1 of 30');
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }
});
