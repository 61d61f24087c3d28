// Flat config: TypeScript rules everywhere, plus the import directions of CONVENTIONS.md:
// no remote imports another remote or the shell, shared never imports an app or a service,
// frontends never import services and services never import frontends.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['mfe-landing', 'mfe-exam', 'mfe-checkout', 'mfe-report', 'mfe-account'];
const apps = ['shell', ...remotes];

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
  {
    // Issue 6: the item verifiers read only the SVG; they share no code with the generator.
    target: './services/exam/src/domain/matrices/verify',
    from: './services/exam/src',
    except: ['./domain/matrices/verify'],
    message: 'The verifiers read items from their SVG alone (verify/FORMAT.md), never from generator code.',
  },
];

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
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
