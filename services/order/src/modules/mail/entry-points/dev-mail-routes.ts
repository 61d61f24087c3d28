// GET /dev/mail (HTML) and /dev/mail.json: the outbox, newest first, for development and the
// browser tests (ARCHITECTURE.md "Mail"). Never mounted when NODE_ENV=production.
import { Router } from 'express';
import type { DevMailEntry } from '@iq/contracts';
import type { MailOutbox } from '../data-access/mail-outbox';
import { escapeHtml } from '../../../domain/html';
import { sendPage } from '../../../entry-points/html-page';

export function devMailRoutes(outbox: MailOutbox): Router {
  const router = Router();
  const entries = async (): Promise<DevMailEntry[]> =>
    (await outbox.list()).map((m) => ({
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      date: m.createdAt.toISOString(),
    }));

  router.get('/dev/mail.json', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await entries());
  });

  router.get('/dev/mail', async (_req, res) => {
    const mails = await entries();
    const list = mails.length
      ? mails
          .map(
            (m) =>
              `<article><h2>${escapeHtml(m.subject)}</h2>` +
              `<p class="small">To: ${escapeHtml(m.to)} · ${escapeHtml(m.date)}</p>` +
              // The mail's own HTML, written and escaped by this service (composeOrderMails).
              `<div class="mail">${m.html.replace(/^<!doctype html><html><body>|<\/body><\/html>$/g, '')}</div>` +
              `<details><summary>Text</summary><pre>${escapeHtml(m.text)}</pre></details></article>`,
          )
          .join('<hr>')
      : '<p>No mail yet.</p>';
    sendPage(
      res,
      200,
      (nonce) =>
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title>` +
        `<style nonce="${nonce}">body{font:15px/1.5 system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}` +
        `.mail{border:1px solid #ddd;padding:0 1rem;border-radius:6px}.small{color:#555;font-size:.85rem}pre{white-space:pre-wrap}</style>` +
        `</head><body><h1>Outbox (${mails.length}, newest first)</h1>${list}</body></html>`,
    );
  });

  return router;
}
