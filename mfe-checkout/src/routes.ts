// The checkout remote's pages (issue 14), declared once: the build exposes each module (the file
// src/pages/<module in kebab case>.tsx), the dev harness shows each page, and the build publishes
// this declaration in its mf-manifest.json, from which the shell and the gateway route.
import { declarePage as page, definePages, LINKED_PAGES } from '@iq/contracts';

export const PAGES = definePages({
  pages: [
    page('scheme_select', '/scheme_select', './Scheme'),
    // issue 10: the subscription plans page (spec §2 "Subscription and plans pages"; scheme = plan).
    page('paying-scheme', '/paying/scheme', './Plans'),
    page('paying-package', '/paying/package', './Package', { aliases: ['/pay_package'] }),
    page('paying-payment', LINKED_PAGES.payment, './Payment', { aliases: ['/payment'] }),
    page('paying-paypage', '/paying/paypage', './Payment', { aliases: ['/payPage'] }),
    page('paying-check', LINKED_PAGES.paymentCheck, './PayCheck', { aliases: ['/payCheck'] }),
    page('paying-subscribe-check', '/paying/subscribe/check', './PayCheck'),
    page('paying-success', '/paying/success', './PaySuccess', { aliases: ['/pay_success'] }),
    page('paying-failed', '/paying/failed', './PayFailed', { aliases: ['/pay_failed'] }),
    page('payinsider', '/payinsider', './Upsell'),
    page('triplePurchase', '/triplePurchase', './TriplePurchase'),
    page('cancel-subscription', '/cancel/subscription', './CancelSubscription', {
      aliases: ['/cancel-subscription'],
    }),
    page('cancel-success', '/cancel/success', './CancelSuccess', { aliases: ['/cancel-success'] }),
  ],
});
