// Sends a server-rendered HTML page (the payment pages, the dev outbox) with its own strict CSP.
import { randomBytes } from 'node:crypto';
import type { Response } from 'express';

/** Sends a page with its own CSP (it replaces the JSON one of createServiceApp, and the gateway's). */
export function sendPage(res: Response, status: number, render: (nonce: string) => string): void {
  const nonce = randomBytes(16).toString('base64');
  res.setHeader(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'nonce-${nonce}'; img-src data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  );
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).type('html').send(render(nonce));
}
