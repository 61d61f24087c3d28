// Sends the outbox over SMTP when SMTP_URL is set (nodemailer); without it the outbox is the
// transport and /dev/mail shows it. Never logs a mail's body or full address.
import nodemailer from 'nodemailer';
import type { Logger } from '@iq/service-common';
import type { MailOutbox } from './mail-outbox';

export interface MailDelivery {
  /** Sends what is due; resolves with the number sent (0 without SMTP). */
  flush(): Promise<number>;
  /** Retries every `intervalMs` until stop() (main.ts; tests call flush). */
  start(intervalMs?: number): void;
  stop(): void;
}

const LEASE_MS = 60_000;

export function createMailDelivery(
  outbox: MailOutbox,
  options: { smtpUrl?: string; from: string; logger: Logger; now?: () => Date },
): MailDelivery {
  const { smtpUrl, from, logger, now = () => new Date() } = options;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;

  async function sendDue(): Promise<number> {
    if (!transport) return 0;
    let sent = 0;
    for (;;) {
      const due = await outbox.lease(10, now(), LEASE_MS);
      if (!due.length) return sent;
      for (const mail of due) {
        try {
          await transport.sendMail({
            from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          });
          await outbox.markSent(mail.id, now());
          sent += 1;
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          await outbox.markFailed(mail.id, message);
          // The server is likely down: the rest of the lease goes back untried (due on the next
          // round, here or on another instance, not after the lease runs out).
          await outbox.release(due.slice(due.indexOf(mail) + 1).map((m) => m.id));
          logger.warn({ mailId: mail.id, error: message }, 'mail not sent; will retry');
          return sent;
        }
      }
    }
  }

  return {
    flush() {
      // One round at a time per process; a flush during a round waits for it, then runs again.
      const previous = running ?? Promise.resolve(0);
      const next = previous.then(sendDue, sendDue).catch((err: unknown) => {
        logger.error({ err }, 'mail delivery failed');
        return 0;
      });
      running = next;
      return next;
    },
    start(intervalMs = 30_000) {
      if (!transport || timer) return;
      timer = setInterval(() => void this.flush(), intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      transport?.close();
    },
  };
}
