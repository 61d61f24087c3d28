// Flat config: TypeScript rules everywhere, plus the import directions of CONVENTIONS.md:
// no remote imports another remote or the shell, shared never imports an app or a service,
// frontends never import services and services never import frontends, no service imports another,
// and no module takes part in an import cycle.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['mfe-landing', 'mfe-exam', 'mfe-checkout', 'mfe-report', 'mfe-account'];
const apps = ['shell', ...remotes];
const services = ['exam', 'order', 'user', 'gateway'];

const ORDER_MODULES = './services/order/src/modules';
const orderModulesUrl = new URL(ORDER_MODULES, import.meta.url);
const orderModules = fs.existsSync(orderModulesUrl)
  ? fs
      .readdirSync(orderModulesUrl, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const zones = [
  ...remotes.map((remote) => ({
    target: `./${remote}`,
    from: [...apps.filter((a) => a !== remote).map((a) => `./${a}`), './services'],
    message: 'A remote meets other apps only through the shell routes and shared packages.',
  })),
  {
    target: './shell',
    from: [...remotes.map((r) => `./${r}`), './services'],
    message: 'The shell loads remotes at run time only.',
  },
  {
    target: './shared',
    from: [...apps.map((a) => `./${a}`), './services'],
    message: 'shared/ never imports an app or a service.',
  },
  { target: './services', from: apps.map((a) => `./${a}`), message: 'Services never import frontends.' },
  // Issue 39: a service meets another only over HTTP (its contract in @iq/contracts); what composes
  // several services, for tests, lives in test-stack/, which nothing else imports.
  ...services.map((service) => ({
    target: `./services/${service}`,
    from: services.filter((other) => other !== service).map((other) => `./services/${other}`),
    message: 'A service never imports another service: call it over HTTP; compose them in test-stack/.',
  })),
  {
    target: './services/common',
    from: services.map((service) => `./services/${service}`),
    message: 'services/common is shared by the services and imports none of them.',
  },
  {
    target: ['./services', './shared', ...apps.map((a) => `./${a}`)],
    from: './test-stack',
    message: 'test-stack/ composes services for tests; no product code imports it.',
  },
  {
    // Issue 6: the item verifiers read only the SVG; they share no code with the generator.
    target: './services/exam/src/domain/matrices/verify',
    from: './services/exam/src',
    except: ['./domain/matrices/verify'],
    message: 'The verifiers read items from their SVG alone (verify/FORMAT.md), never from generator code.',
  },
  // Issue 39: inside the order service, a module meets another only through its public face,
  // modules/<m>/index.ts (docs/decisions/2026-11-30-order-modules.md).
  ...orderModules.map((m) => ({
    target: `${ORDER_MODULES}/${m}`,
    from: ORDER_MODULES,
    except: [`./${m}`, ...orderModules.filter((o) => o !== m).map((o) => `./${o}/index.ts`)],
    message: 'Import another order module only through its index.ts (modules/<module>), not its files.',
  })),
];

// Issue 39, CONVENTIONS.md: no framework's internals patched under services/. A prototype (Node's,
// Express's, anyone's) is never assigned to, defined on or swapped, and no object's `handle` (the
// private entry point of Express apps and routers) is replaced: each upgrade could break it
// silently. Put a plain node:http handler in front, or use the library's public API.
const patchedInternalsMessage =
  "Issue 39: no patched framework internals under services/ (prototypes, Object/Reflect.setPrototypeOf, `.handle`); use node:http or the library's public API.";
// `x` itself, or `x` under one or two TypeScript casts (`(x as T)`, `x!`, `<T>x`): a selector each.
const orCast = (path) =>
  ['', '.expression', '.expression.expression'].map((cast) =>
    path.replace(/^([\w.]+?)\.(property|callee)/, `$1${cast}.$2`),
  );
const prototypeOrGetter = (at) => [
  `${at}.property.name=/^(prototype|__proto__)$/`,
  `${at}.callee.property.name="getPrototypeOf"`,
];
const patchedInternalsSyntax = [
  // X.prototype = …, X.prototype.y = …, X.__proto__ = …, Object.getPrototypeOf(x).y = …, and ++/--
  ...[
    ['AssignmentExpression', 'left'],
    ['UpdateExpression', 'argument'],
  ].flatMap(([node, target]) =>
    [`${target}.property.name=/^(prototype|__proto__)$/`, ...prototypeOrGetter(`${target}.object`)]
      .flatMap(orCast)
      .map((attribute) => ({ selector: `${node}[${attribute}]`, message: patchedInternalsMessage })),
  ),
  // Object.defineProperty(X.prototype, …), Object.defineProperties / assign, Reflect.defineProperty / set …
  ...prototypeOrGetter('arguments.0')
    .flatMap(orCast)
    .map((first) => ({
      selector: `CallExpression[callee.object.name=/^(Object|Reflect)$/][callee.property.name=/^(defineProperty|defineProperties|assign|set|deleteProperty)$/][${first}]`,
      message: patchedInternalsMessage,
    })),
  // app.handle = …, router.handle = … (Express's private dispatch)
  { selector: 'AssignmentExpression[left.property.name="handle"]', message: patchedInternalsMessage },
];
const noPatchedInternals = {
  files: ['services/**/*.{ts,tsx,js,cjs,mjs}'],
  rules: {
    'no-restricted-syntax': ['error', ...patchedInternalsSyntax],
    'no-restricted-properties': [
      'error',
      { object: 'Object', property: 'setPrototypeOf', message: patchedInternalsMessage },
      { object: 'Reflect', property: 'setPrototypeOf', message: patchedInternalsMessage },
      { property: '__proto__', message: patchedInternalsMessage },
    ],
  },
};

// Issue 39, CONVENTIONS.md: routes and jobs parse, call the domain and answer; every query lives
// in the service's data-access/. An entry-point may hold a connection or a transaction to pass
// to data-access functions, but never builds a statement, opens a transaction or knows a table.
const noSqlMessage = "No SQL under entry-points/: name the query in the service's data-access/ and call it.";
// A string that starts like a statement: `select <columns> from`, `insert into`, `update <t> set`,
// `delete from`, `with <name> as (`. Columns are names, `*` or calls, so a sentence such as
// "Select a plan from the list" is not one.
const column = String.raw`([\w."*]+(\([^)]*\))?(\s+as\s+[\w"]+)?)`;
const sqlStatement = String.raw`/^\s*(select\s+(distinct\s+)?(${column}\s*,\s*)*${column}\s+from\s|insert\s+into\s|update\s+\S+\s+set\s|delete\s+from\s|with\s+\S+\s+as\s*\()/i`;
const sqlInEntryPoints = {
  files: [
    'services/*/src/entry-points/**/*.{ts,tsx,js,cjs,mjs}',
    'services/*/src/modules/*/entry-points/**/*.{ts,tsx,js,cjs,mjs}',
  ],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          { name: 'kysely', message: noSqlMessage },
          { name: 'pg', message: noSqlMessage },
          { name: '@electric-sql/pglite', message: noSqlMessage },
          {
            name: '@iq/service-common',
            importNames: ['createDatabase', 'Database', 'DatabaseOptions', 'Migrations', 'PGlitePool'],
            message: noSqlMessage,
          },
        ],
        patterns: [
          {
            group: [
              'kysely/*',
              '@electric-sql/*',
              '**/data-access/schema',
              '**/data-access/migrations{,/**}',
            ],
            message: noSqlMessage,
          },
          { group: ['**/database/*'], message: noSqlMessage },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      // A later block's list replaces an earlier one's for the same files: services/' own too.
      ...patchedInternalsSyntax,
      { selector: 'TaggedTemplateExpression[tag.name="sql"]', message: noSqlMessage },
      { selector: 'TaggedTemplateExpression[tag.object.name="sql"]', message: noSqlMessage },
      { selector: 'CallExpression[callee.object.name="sql"]', message: noSqlMessage },
      {
        // Kysely's statement builders and what only they answer to.
        selector:
          'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|executeTakeFirst|executeTakeFirstOrThrow|executeQuery|forUpdate)$/]',
        message: noSqlMessage,
      },
      {
        // Kysely's transaction builder (`db.transaction().execute(...)`); a data-access store's
        // `transaction(work)` unit of work takes its work as an argument and stays allowed.
        selector: 'CallExpression[callee.property.name="transaction"][arguments.length=0]',
        message: noSqlMessage,
      },
      { selector: `Literal[value=${sqlStatement}]`, message: noSqlMessage },
      { selector: `TemplateElement[value.raw=${sqlStatement}]`, message: noSqlMessage },
    ],
  },
};

// Issue 39: every import is declared by the workspace that makes it. Product code must list it in
// its own package.json's dependencies; tests, test kits and dev harnesses may also use the root's
// devDependencies (Jest, Testing Library, fast-check).
const rootDir = new URL('.', import.meta.url).pathname;
const workspaceDirs = JSON.parse(
  fs.readFileSync(new URL('package.json', import.meta.url), 'utf8'),
).workspaces.flatMap((pattern) =>
  pattern.endsWith('/*')
    ? fs
        .readdirSync(new URL(pattern.slice(0, -1), import.meta.url), { withFileTypes: true })
        .filter(
          (d) =>
            d.isDirectory() &&
            fs.existsSync(new URL(`${pattern.slice(0, -1)}${d.name}/package.json`, import.meta.url)),
        )
        .map((d) => `${pattern.slice(0, -1)}${d.name}`)
    : [pattern],
);
const declaredDependencies = workspaceDirs.map((dir) => ({
  files: [`${dir}/**/*.{ts,tsx,js,mjs,cjs}`],
  rules: {
    'import-x/no-extraneous-dependencies': [
      'error',
      {
        packageDir: [`${rootDir}${dir}`, rootDir],
        devDependencies: ['**/*.test.{ts,tsx}', '**/testing/**', '**/dev/**', '**/test-stack/**'],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.deploy/**',
      '.e2e-tmp/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/artifacts/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      // Read TypeScript dependencies too (no-cycle follows them; without these it sees no edge).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      // Issue 39: no module reaches itself through its imports (type-only imports aside: they leave
      // no trace at run time).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  noPatchedInternals,
  sqlInEntryPoints,
  ...declaredDependencies,
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
