// Issue 13: every string of the site in nine locales — no missing or extra key, same placeholders,
// the plural forms each language needs, zh-HK in Traditional script, and no English copy outside
// en-US except the allowlisted brand names and words the language spells the same.
import { ALLOWED_COPIES } from './allowlist';
import { auditResource, unusedAllowances } from './audit';
import {
  COPY_MODULES,
  NOT_COPY,
  UNREACHABLE_COPY,
  filesNamingZhHK,
  jsonLocaleFolders,
  siteResources,
  tablesOfModule,
} from './resources';

const resources = siteResources();

describe('the site copy', () => {
  it('finds the i18next namespaces of every package and the shell', () => {
    expect(jsonLocaleFolders()).toEqual([
      'mfe-account/src/locales',
      'mfe-checkout/src/locales',
      'mfe-exam/src/features/questionnaire/locales',
      'mfe-exam/src/locales',
      'mfe-landing/src/features/variants/below-hero/locales',
      'mfe-landing/src/features/variants/locales',
      'mfe-landing/src/locales',
      'mfe-report/src/features/training-guide/locales',
      'mfe-report/src/locales',
      'shared/i18n/src/resources/common',
      'shell/src/admin/locales',
    ]);
  });

  it('audits every source file that holds copy by locale', () => {
    const listed = [...COPY_MODULES, ...UNREACHABLE_COPY, ...NOT_COPY];
    const unlisted = filesNamingZhHK().filter((file) => !listed.includes(file));
    expect(unlisted).toEqual([]);
  });

  it('finds tables in every copy module', () => {
    const empty = COPY_MODULES.filter((file) => tablesOfModule(file).length === 0);
    expect(empty).toEqual([]);
  });

  it.each(resources.map((resource) => [resource.name, resource] as const))('%s', (_name, resource) => {
    expect(auditResource(resource, ALLOWED_COPIES)).toEqual([]);
  });

  it('has no stale allowlist entry, and a reason for each', () => {
    expect(unusedAllowances(resources, ALLOWED_COPIES)).toEqual([]);
    expect(ALLOWED_COPIES.filter((entry) => entry.reason.trim().length < 5)).toEqual([]);
  });
});
