import { startDevHarness } from '@iq/dev-harness';
import Scheme from '../src/pages/scheme';
import Package from '../src/pages/package';
import Plans from '../src/pages/plans';
import Payment from '../src/pages/payment';
import PayCheck from '../src/pages/pay-check';
import PaySuccess from '../src/pages/pay-success';
import PayFailed from '../src/pages/pay-failed';
import Upsell from '../src/pages/upsell';
import TriplePurchase from '../src/pages/triple-purchase';
import CancelSubscription from '../src/pages/cancel-subscription';
import CancelSuccess from '../src/pages/cancel-success';

void startDevHarness('mfe-checkout', [
  { path: '/scheme_select', component: Scheme },
  { path: '/paying/scheme', component: Plans },
  { path: '/paying/package', component: Package },
  { path: '/paying/payment', component: Payment },
  { path: '/paying/paypage', component: Payment },
  { path: '/paying/check', component: PayCheck },
  { path: '/paying/success', component: PaySuccess },
  { path: '/paying/failed', component: PayFailed },
  { path: '/payinsider', component: Upsell },
  { path: '/triplePurchase', component: TriplePurchase },
  { path: '/cancel/subscription', component: CancelSubscription },
  { path: '/cancel/success', component: CancelSuccess },
]);
