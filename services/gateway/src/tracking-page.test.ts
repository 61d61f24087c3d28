// TRACKING_CONFIG through the gateway (issue 13): the page carries the configured third parties
// as a JSON data block and the CSP names exactly their hosts; unset, both stay as before.
import type { AddressInfo } from 'node:net';
import http, { type Server } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createGatewayApp } from './app';
import { AFTER_PAINT_SCRIPT_HASH } from './domain/after-paint';
import { gatewayOptionsFromEnv } from './config';

const STRICT_CSP = `default-src 'self';script-src 'self' ${AFTER_PAINT_SCRIPT_HASH};style-src 'self';img-src 'self' data:;connect-src 'self';font-src 'self';object-src 'none';base-uri 'self';frame-ancestors 'none'`;
const TRACKING = {
  tagManager: { id: 'GTM-1', scriptUrl: 'https://tags.example.test/gtm.js' },
  pixels: { facebook: { id: 'fb1', scriptUrl: 'https://pixel.example.test/fb.js' } },
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'gateway-tracking-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function page(env: NodeJS.ProcessEnv) {
  const options = gatewayOptionsFromEnv({
    NODE_ENV: 'development',
    ...env,
    SHELL_DIR: dir,
    REMOTES_DIR: dir,
    MANIFEST_FILE: path.join(dir, 'missing.json'),
  });
  const server: Server = await new Promise((resolve) => {
    const s = http.createServer(createGatewayApp(options)).listen(0, '127.0.0.1', () => resolve(s));
  });
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/landing_page/girl/web-1?fbclid=abc`, {
      headers: { accept: 'text/html' },
    });
    return { csp: res.headers.get('content-security-policy'), html: await res.text() };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

test('unset: the strict CSP, byte for byte, and no tracking block', async () => {
  const { csp, html } = await page({});
  expect(csp).toBe(STRICT_CSP);
  expect(html).not.toContain('iq-tracking');
});

test('configured: the data block holds the configuration and the CSP adds its hosts to script, img and connect', async () => {
  const { csp, html } = await page({ TRACKING_CONFIG: JSON.stringify(TRACKING) });
  expect(csp).toBe(
    `default-src 'self';script-src 'self' ${AFTER_PAINT_SCRIPT_HASH} https://tags.example.test https://pixel.example.test;style-src 'self';` +
      "img-src 'self' data: https://tags.example.test https://pixel.example.test;" +
      "connect-src 'self' https://tags.example.test https://pixel.example.test;font-src 'self';object-src 'none';" +
      "base-uri 'self';frame-ancestors 'none'",
  );
  const block = /<script type="application\/json" id="iq-tracking">(.*?)<\/script>/.exec(html);
  expect(JSON.parse(block![1]!)).toEqual(TRACKING);
});

test('an invalid TRACKING_CONFIG stops the start', () => {
  expect(() =>
    gatewayOptionsFromEnv({ NODE_ENV: 'development', TRACKING_CONFIG: '{"pixels":{"fb":{}}}' }),
  ).toThrow(/TRACKING_CONFIG is invalid/);
});
