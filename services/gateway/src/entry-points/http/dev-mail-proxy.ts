// /dev/mail and /dev/mail.json → the order service's outbox pages (ARCHITECTURE.md "Mail":
// development and embedded mode only; never mounted when NODE_ENV=production). Through the
// gateway's one forwarder (forward.ts), as /api is: a 502 envelope when the order service does
// not answer, X-Frame-Options as the page's CSP says.
import { Router } from 'express';
import { createForwarder } from './forward';

export function devMailProxy(orderUrl: string, proxyTimeoutMs: number): Router {
  const forward = createForwarder('order', orderUrl, proxyTimeoutMs);
  // Exactly these two paths; an unmounted router leaves req.url whole (query included).
  return Router().get(['/dev/mail', '/dev/mail.json'], (req, res) => forward(req, res));
}
