import { startDevHarness } from '@iq/dev-harness';
import Login from '../src/pages/login';
import Register from '../src/pages/register';
import ForgotPassword from '../src/pages/forgot-password';
import EditPassword from '../src/pages/edit-password';
import Info from '../src/pages/info';
import Setting from '../src/pages/setting';

void startDevHarness('mfe-account', [
  { path: '/user/login', component: Login },
  { path: '/user/register', component: Register },
  { path: '/user/forgot-password', component: ForgotPassword },
  { path: '/user/edit-password', component: EditPassword },
  { path: '/user/info', component: Info },
  { path: '/user/setting', component: Setting },
]);
