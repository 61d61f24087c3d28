import { startDevHarness } from '@iq/dev-harness';
import Instructions from '../src/pages/instructions';
import Question from '../src/pages/question';
import Confirm from '../src/pages/confirm';
import Calculating from '../src/pages/calculating';
import Email from '../src/pages/email';

void startDevHarness('mfe-exam', [
  { path: '/answer_question/start_loading', component: Instructions },
  { path: '/answer_question/standard', component: Question },
  { path: '/answer/submit', component: Confirm },
  { path: '/answer/loading', component: Calculating },
  { path: '/answer/email', component: Email },
]);
