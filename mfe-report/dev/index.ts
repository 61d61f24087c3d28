import { startDevHarness } from '@iq/dev-harness';
import Result from '../src/pages/result';
import ResultDownload from '../src/pages/result-download';
import FreeTests from '../src/pages/free-tests';
import Retrieve from '../src/pages/retrieve';
import Wrong from '../src/pages/wrong';
import Shared from '../src/pages/shared';
import Verify from '../src/pages/verify';

void startDevHarness('mfe-report', [
  { path: '/report/result', component: Result },
  { path: '/report/result-download', component: ResultDownload },
  { path: '/report/result-free-test', component: FreeTests },
  { path: '/report/retrieve', component: Retrieve },
  { path: '/report/wrong', component: Wrong },
  { path: '/report/shared', component: Shared, token: true },
  { path: '/verify', component: Verify, verificationCode: true },
]);
