// The shared libraries are provided as curated subsets (shared/mf-build/facades): a page that
// imports a name a facade lacks gets `undefined` at run time (seen: <Trans> in the cookie banner
// broke every European page with React error #130). The build is meant to refuse that; this
// test checks the sources themselves, without webpack: every name imported from a faced library
// in app code must be one the facade exports.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
const FACADES: Record<string, string> = {
  'react-i18next': 'react-i18next.js',
  'react-router': 'react-router.js',
  '@reduxjs/toolkit': 'redux-toolkit.js',
};
const APP_DIRS = ['shell/src', 'shared/api/src', 'shared/design-system/src', 'shared/i18n/src'].concat(
  fs
    .readdirSync(ROOT)
    .filter((dir) => dir.startsWith('mfe-'))
    .map((dir) => `${dir}/src`),
);

function facadeExports(file: string): Set<string> {
  const text = fs.readFileSync(path.join(ROOT, 'shared', 'mf-build', 'facades', file), 'utf8');
  const names = new Set<string>();
  for (const block of text.matchAll(/export\s*\{([^}]*)\}/g))
    for (const part of block[1]!.replace(/\/\/[^\n]*/g, '').split(','))
      if (part.trim())
        names.add(
          part
            .trim()
            .split(/\s+as\s+/)
            .pop()!
            .trim(),
        );
  return names;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // server/: build-time rendering in Node, with the whole libraries (no share scope there).
      if (!['node_modules', 'testing', 'server'].includes(entry.name)) out.push(...sourceFiles(full));
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** `import { a, b as c, type T } from 'lib'` → ['a', 'b'] (types are erased, so they do not count). */
export function importedNames(source: string, library: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${library.replace(/[/.]/g, '\\$&')}'`, 'g');
  for (const match of source.matchAll(pattern))
    for (const part of match[1]!.split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]!.trim());
    }
  return names;
}

test('the parser finds value imports and skips type-only ones', () => {
  expect(
    importedNames("import { Trans, useTranslation, type TFunction } from 'react-i18next';", 'react-i18next'),
  ).toEqual(['Trans', 'useTranslation']);
  expect(importedNames("import { Link as L } from 'react-router';", 'react-router')).toEqual(['Link']);
  expect(facadeExports('react-i18next.js')).toEqual(
    new Set(['I18nextProvider', 'initReactI18next', 'useTranslation']),
  );
});

test.each(Object.entries(FACADES))(
  'app code imports from %s only what its facade provides',
  (library, file) => {
    const provided = facadeExports(file);
    const missing: string[] = [];
    for (const dir of APP_DIRS)
      for (const source of sourceFiles(path.join(ROOT, dir)))
        for (const name of importedNames(fs.readFileSync(source, 'utf8'), library))
          if (!provided.has(name)) missing.push(`${path.relative(ROOT, source)}: ${name}`);
    expect(missing).toEqual([]);
  },
);
