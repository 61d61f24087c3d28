// The landing remote's pages (issue 14), declared once: the build exposes each module (the file
// src/pages/<module in kebab case>.tsx), the dev harness shows each page, and the build publishes
// this declaration in its mf-manifest.json, from which the shell and the gateway route.
import { declarePage as page, definePages } from '@iq/contracts';

/** Landing variants of spec §2; the "-old" ones are aliases of their current page. */
export const LANDING_VARIANTS = [
  'founder',
  'free',
  'genius_lab',
  'girl',
  'home',
  'matrix',
  'new_boy',
  'new_computer',
  'new_genius',
  'new_girl',
  'new_page',
  'new',
  'relax',
  'test_center',
  'third',
  'types',
  'yellow_boy',
  'yellow_computer',
  'yellow_girl',
  'young',
] as const;
export type LandingVariant = (typeof LANDING_VARIANTS)[number];
export const LANDING_OLD_ALIASES: Readonly<Record<string, LandingVariant>> = {
  genius_lab_old: 'genius_lab',
  girl_old: 'girl',
  test_center_old: 'test_center',
  yellow_boy_old: 'yellow_boy',
};

export const PAGES = definePages({
  variants: LANDING_VARIANTS,
  variantAliases: LANDING_OLD_ALIASES,
  pages: [
    page('home', '/', './Home', { suffix: 'none' }),
    page('landing_page', '/landing_page/:variant', './Landing'),
    // Legacy landing aliases: same page as their variant, same parameters.
    page('relaxPage', '/relaxPage', './Landing', { variant: 'relax' }),
    page('homePage', '/homePage', './Landing', { variant: 'home' }),
    page('thirdPage', '/thirdPage', './Landing', { variant: 'third' }),
    page('newPage', '/newPage', './Landing', { variant: 'new_page' }),
    page('girlPage', '/girlPage', './Landing', { variant: 'girl' }),
    page('typesPage', '/typesPage', './Landing', { variant: 'types' }),
    page('free', '/free', './Landing', { variant: 'free' }),
    page('founder', '/founder', './Landing', { variant: 'founder' }),
    page('young', '/young', './Landing', { variant: 'young' }),
    page('help', '/help', './Help'),
    page('helpDetail', '/helpDetail', './HelpDetail', { aliases: ['/help-detail'] }),
    page('support', '/support', './Support'),
    // Issue 13: privacy policy and terms of use; linked from the footer and the cookie banner.
    page('privacy', '/privacy', './Privacy', { suffix: 'optional' }),
    page('agreement', '/agreement', './Agreement', { suffix: 'optional' }),
  ],
});
