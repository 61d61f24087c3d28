// The mail module: the outbox, delivery, every mail and its copy (the receipt mail is domain/receipt-mail.ts).
// Its public face (issue 39): other modules and app.ts import this module only from here.
export { createMailDelivery, type MailDelivery } from './data-access/mail-delivery';
export {
  createMailOutbox,
  enqueueKeyedMail,
  enqueueMailboxMail,
  enqueueMails,
  MAIL_MAX_SEND_ATTEMPTS,
} from './data-access/mail-outbox';
export { composeOrderMails, type OutgoingMail } from './domain/receipt-mail';
export { composeRefundMail } from './domain/refund-mails';
export { composePurchaseReceipt } from './domain/second-phase-mails';
export {
  composeCancelledMail,
  composeCodeMail,
  composeExpiredMail,
  composeNoSubscriptionMail,
  composeReceiptMail,
  composeReminderMail,
  composeRenewalFailedMail,
  composeStartedMail,
  type SiteRoute,
} from './domain/subscription-mails';
export { devMailRoutes } from './entry-points/dev-mail-routes';
export { retrieveRoutes } from './entry-points/retrieve-routes';
export { RETRIEVE_LIMITS } from './domain/retrieve-limits';
