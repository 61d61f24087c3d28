// This remote's stylesheets: only design-system tokens, no global selectors, every class a
// component reads defined (shared/design-system/src/testing/css-modules.ts).
import { describeCssModules } from '@iq/design-system/src/testing/css-modules';

describeCssModules(__dirname);
