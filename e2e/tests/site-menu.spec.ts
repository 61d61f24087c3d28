// Issue 13 (chrome): on a phone the navigation is a menu that shows every item whole, in the
// languages with the longest (de) and the tightest (zh-CN) labels; on a desktop it is a row.
import { expect, test } from '@playwright/test';

const ITEMS: Record<string, string[]> = {
  'de-DE': [
    'Startseite',
    'Persönlichkeitstypen',
    'Professionelle Tests',
    'Bericht abrufen',
    'Anmelden / Registrieren',
  ],
  'zh-CN': ['首页', '人格类型', '专业测试', '找回报告', '登录 / 注册'],
};
/** E2E_SCREENSHOTS_DIR=/tmp keeps screenshots of the phone header, closed and open (menu-*.png). */
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const MENU = { 'de-DE': ['Menü öffnen', 'Menü schließen'], 'zh-CN': ['打开菜单', '关闭菜单'] } as const;

for (const hl of ['de-DE', 'zh-CN'] as const) {
  test(`phone (${hl}): the menu opens a list with every item whole, closes on Escape and on a choice`, async ({
    browser,
  }) => {
    const page = await browser.newPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(`/landing_page/matrix/web-1?hl=${hl}`);
    // The prerendered header is shown before its code runs: press the button once the app works
    // (a press before that did nothing on a loaded CI machine).
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    const nav = page.getByRole('navigation', { name: hl === 'de-DE' ? 'Hauptnavigation' : '主导航' });
    const open = page.getByRole('button', { name: MENU[hl][0] });
    await expect(open).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/menu-${hl}-closed.png` });

    await open.click();
    const close = page.getByRole('button', { name: MENU[hl][1] });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    for (const label of ITEMS[hl]!) {
      const link = nav.getByRole('link', { name: label, exact: true });
      await expect(link).toBeVisible();
      // Whole: nothing of the label is cut off or scrolled away.
      const cut = await link.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(cut, `"${label}" is cut`).toBeLessThanOrEqual(0);
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/menu-${hl}-open.png` });

    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await open.click();
    await nav.getByRole('link', { name: ITEMS[hl]![3]!, exact: true }).click();
    await expect(page).toHaveURL(/\/report\/retrieve/);
    await expect(nav).toBeHidden();
    await page.close();
  });
}

test('desktop: the navigation is a row of links, no menu button', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto('/landing_page/matrix/web-1?hl=en-US');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const label of [
    'Home',
    'Personality Types',
    'Professional Tests',
    'Retrieve Report',
    'Log In / Register',
  ])
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  await page.close();
});
