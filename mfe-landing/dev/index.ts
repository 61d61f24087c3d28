import { startDevHarness } from '@iq/dev-harness';
import Home from '../src/pages/home';
import Landing from '../src/pages/landing';
import Help from '../src/pages/help';
import HelpDetail from '../src/pages/help-detail';
import Support from '../src/pages/support';
import Privacy from '../src/pages/privacy';
import Agreement from '../src/pages/agreement';

void startDevHarness('mfe-landing', [
  { path: '/home', component: Home },
  { path: '/landing_page/girl', component: Landing, variant: 'girl' },
  { path: '/help', component: Help },
  { path: '/helpDetail', component: HelpDetail },
  { path: '/support', component: Support },
  { path: '/privacy', component: Privacy },
  { path: '/agreement', component: Agreement },
]);
