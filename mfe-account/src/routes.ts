// The account remote's pages (issue 14), declared once: the build exposes each module (the file
// src/pages/<module in kebab case>.tsx), the dev harness shows each page, and the build publishes
// this declaration in its mf-manifest.json, from which the shell and the gateway route.
import { declarePage as page, definePages } from '@iq/contracts';

export const PAGES = definePages({
  pages: [
    page('user-login', '/user/login', './Login', { suffix: 'optional' }),
    page('user-register', '/user/register', './Register', { suffix: 'optional' }),
    page('user-forgot-password', '/user/forgot-password', './ForgotPassword', {
      suffix: 'optional',
    }),
    page('user-edit-password', '/user/edit-password', './EditPassword', { suffix: 'optional' }),
    page('user-info', '/user/info', './Info', { suffix: 'optional' }),
    page('user-setting', '/user/setting', './Setting', { suffix: 'optional' }),
  ],
});
