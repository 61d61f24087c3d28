// Jest maps CSS to identity-obj-proxy, so a misspelt token or class would pass every screen
// test. describeCssModules(dir) reads a remote's stylesheets and the components that use them
// (imported by each remote's css-modules.test.ts; test-only, never bundled).
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const strip = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '');
const tokens = strip(readFileSync(join(__dirname, '../tokens.css'), 'utf8'));
const defined = new Set([...tokens.matchAll(/(--iq-[\w-]+)\s*:/g)].map((m) => m[1]));

export function describeCssModules(src: string): void {
  const files = (readdirSync(src, { recursive: true }) as string[]).map((file) => join(src, file));
  const modules = files.filter((file) => file.endsWith('.module.css'));
  const components = files.filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'));

  describe.each(modules.map((file) => relative(src, file)))('%s', (file) => {
    const css = strip(readFileSync(join(src, file), 'utf8'));

    test('uses only tokens the design system defines', () => {
      const used = [...css.matchAll(/var\((--iq-[\w-]+)/g)].map((m) => m[1]);
      expect(used.filter((token) => !defined.has(token))).toEqual([]);
    });

    test('has no global selectors', () => {
      const selectors = [...css.matchAll(/([^{};]+)\{/g)]
        .map((m) => m[1]!.trim())
        .filter((prelude) => !prelude.startsWith('@'))
        .flatMap((prelude) => prelude.split(','))
        .map((selector) => selector.trim());
      expect(selectors.filter((s) => !s.startsWith('.') || s.includes(':global'))).toEqual([]);
    });

    test('defines every class a component reads from it', () => {
      const missing: string[] = [];
      for (const component of components) {
        const code = readFileSync(component, 'utf8');
        for (const [, name, from] of code.matchAll(/import (\w+) from '([^']+\.module\.css)'/g)) {
          if (resolve(dirname(component), from!) !== join(src, file)) continue;
          for (const [, cls] of code.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))) {
            if (!new RegExp(`\\.${cls}\\b`).test(css)) missing.push(`${relative(src, component)}: ${cls}`);
          }
        }
      }
      expect(missing).toEqual([]);
    });
  });
}
