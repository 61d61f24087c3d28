// Every piece of the site's copy, gathered for the audit: the i18next JSON namespaces (any folder
// holding an en-US.json) and the TypeScript tables keyed by locale in the shared packages and the
// services (report copy, questionnaire items, mails, PDF). A table is found by its shape: an object
// whose keys include 'en-US' and are all locale tags.
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type Resource } from './audit';

export const ROOT = path.resolve(__dirname, '..', '..');
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  '.git',
  '.e2e-tmp',
  '.deploy',
  'e2e',
  'bench',
  'coverage',
]);

/** Folders (relative to the root) with an en-US.json: each is one i18next namespace in nine files. */
export function jsonLocaleFolders(dir = ROOT): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || SKIP_DIRS.has(entry.name) || entry.name.startsWith('.')) continue;
    const child = path.join(dir, entry.name);
    if (fs.existsSync(path.join(child, 'en-US.json'))) found.push(path.relative(ROOT, child));
    found.push(...jsonLocaleFolders(child));
  }
  return found.sort();
}

export function jsonResource(folder: string): Resource {
  const byLocale: Record<string, unknown> = {};
  for (const file of fs.readdirSync(path.join(ROOT, folder))) {
    if (!file.endsWith('.json')) continue;
    byLocale[file.replace(/\.json$/, '')] = JSON.parse(
      fs.readFileSync(path.join(ROOT, folder, file), 'utf8'),
    );
  }
  return { name: folder, byLocale };
}

/**
 * The TypeScript modules holding copy keyed by locale (relative to the root). The audit test also
 * fails when a source file names 'zh-HK' and is in neither this list nor NOT_COPY, so that a new
 * copy table cannot stay out of the audit unnoticed.
 */
export const COPY_MODULES = [
  'shared/report-copy/src/copy.ts',
  'shared/report-copy/src/questionnaires/brain-dominance.ts',
  'shared/report-copy/src/questionnaires/eq.ts',
  'shared/report-copy/src/questionnaires/sixteen-types.ts',
  'shared/report-copy/src/questionnaires/type-descriptions/index.ts',
  'shared/report-copy/src/questionnaires/within-error.ts',
  'services/exam/src/domain/questionnaires/brain-dominance.ts',
  'services/exam/src/domain/questionnaires/eq-items.ts',
  'services/exam/src/domain/questionnaires/eq.ts',
  'services/exam/src/domain/questionnaires/response-scale.ts',
  'services/exam/src/domain/questionnaires/sixteen-types-items.ts',
  'services/exam/src/domain/questionnaires/sixteen-types.ts',
  'services/exam/src/domain/content/content.ts',
  'shared/report-render/src/copy/index.ts',
  'shared/report-render/src/copy/dimension-interpretations.ts',
  'shared/report-render/src/copy/dimension-definitions.ts',
  'services/order/src/modules/mail/domain/receipt-mail-copy.ts',
  'services/order/src/modules/mail/domain/renewal-mail-copy.ts',
  'services/order/src/modules/mail/domain/retrieve-mail-copy.ts',
  'services/order/src/modules/mail/domain/subscription-mail-copy.ts',
  'services/order/src/modules/mail/domain/refund-mails.ts',
  'services/order/src/modules/orders/domain/catalogue-copy.ts',
  'services/order/src/modules/orders/domain/subscription-plan-copy.ts',
  'services/order/src/modules/orders/domain/second-phase-package-copy.ts',
  'services/order/src/modules/payments/entry-points/views/payment-page-copy.ts',
  'services/user/src/domain/mail/account-mail-copy.ts',
];

/**
 * Copy the audit cannot reach: the module keeps its table to itself. Exporting the table and moving
 * the file to COPY_MODULES brings it in.
 */
export const UNREACHABLE_COPY = ['services/order/src/modules/mail/domain/second-phase-mails.ts'];

/** Source files that name 'zh-HK' without holding copy (locale lists, script rules, fonts). */
export const NOT_COPY = [
  'shared/contracts/src/locales.ts',
  'shared/i18n/src/i18n.ts',
  'shared/i18n/src/common-resources.ts',
  'shared/i18n/src/locales.ts',
  'shared/contracts/src/money.ts',
  'shared/api/src/runtime-slice.ts',
  'shared/api/src/testing/screen-test-kit.tsx',
  'shared/report-copy/src/explain.ts',
  'shared/report-copy/src/questionnaires/copy-checks.ts',
  'services/exam/src/domain/languages.ts',
  'shared/report-render/src/fonts/font-faces.ts',
  'services/order/src/modules/payments/entry-points/views/payment-page-views.ts',
];

/** Non-test source files of the packages and services that name the locale 'zh-HK'. */
export function filesNamingZhHK(dir = ROOT): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name) || entry.name.startsWith('.')) continue;
    const child = path.join(dir, entry.name);
    const relative = path.relative(ROOT, child);
    if (entry.isDirectory()) {
      if (
        dir === ROOT &&
        !['shared', 'services', 'shell'].includes(entry.name) &&
        !entry.name.startsWith('mfe-')
      )
        continue;
      found.push(...filesNamingZhHK(child));
    } else if (
      /\.tsx?$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      !/\/(locales|type-descriptions)\/[\w-]+\.ts$/.test(relative) &&
      !/reports\/copy\/[a-z]{2}-[A-Z]{2}\.ts$/.test(relative) &&
      fs.readFileSync(child, 'utf8').includes("'zh-HK'")
    ) {
      found.push(relative);
    }
  }
  return found.sort();
}

const isLocaleTable = (value: object) => {
  const keys = Object.keys(value);
  return keys.includes('en-US') && keys.every((key) => (LOCALES as readonly string[]).includes(key));
};

/** The locale tables under a value, each named by its path from the module's exports. */
export function localeTablesIn(value: unknown, name: string, seen = new Set<unknown>()): Resource[] {
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  if (isLocaleTable(value)) return [{ name, byLocale: value as Record<string, unknown> }];
  return Object.entries(value).flatMap(([key, child]) => localeTablesIn(child, `${name}.${key}`, seen));
}

/** The locale tables a copy module exports; `seen` skips tables already found in another module. */
export function tablesOfModule(file: string, seen = new Set<unknown>()): Resource[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a list of modules known at run time
  const exports = require(path.join(ROOT, file)) as Record<string, unknown>;
  return Object.entries(exports).flatMap(([name, value]) => localeTablesIn(value, `${file} ${name}`, seen));
}

export function typescriptResources(): Resource[] {
  // One `seen` for all modules: a table re-exported or shared by two modules is audited once.
  const seen = new Set<unknown>();
  return COPY_MODULES.flatMap((file) => tablesOfModule(file, seen));
}

export function siteResources(): Resource[] {
  return [...jsonLocaleFolders().map(jsonResource), ...typescriptResources()];
}
