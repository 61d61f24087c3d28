import { startDevHarness } from '@iq/dev-harness';
import { PAGES } from '../src/routes';

// Every page src/routes.ts declares, loaded from src/pages by its file name.
void startDevHarness(
  'exam',
  PAGES,
  (name) => import(/* webpackExclude: /\.test\.tsx$/ */ `../src/pages/${name}.tsx`),
);
