// Jest maps CSS to identity-obj-proxy, so a misspelt token or class would pass every component
// test. These checks read the stylesheets themselves.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = __dirname;
const read = (file: string) => readFileSync(join(dir, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const tokens = read('tokens.css');
const modules = readdirSync(dir).filter((file) => file.endsWith('.module.css'));
const captures = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map((match) => match[1] ?? '');
const defined = new Set(captures(tokens, /(--iq-[\w-]+)\s*:/g));
// Set on the element by its component at run time (ProgressBar), not a token.
const setByComponents = new Set(['--iq-progress-ratio']);

describe('tokens.css', () => {
  it.each([
    '--iq-color-primary',
    '--iq-color-accent',
    '--iq-color-success',
    '--iq-color-warning',
    '--iq-color-danger',
    '--iq-color-text',
    '--iq-color-text-muted',
    '--iq-color-surface',
    '--iq-color-border',
    '--iq-space-md',
    '--iq-radius-md',
    '--iq-shadow-md',
    '--iq-font-sans',
    '--iq-font-size-md',
    '--iq-breakpoint-phone',
    '--iq-breakpoint-wide',
  ])('defines %s', (token) => {
    expect(defined).toContain(token);
  });

  it('puts the wide-screen breakpoint at the spec threshold of 1200 px', () => {
    expect(tokens).toMatch(/--iq-breakpoint-wide:\s*1200px;/);
    expect(tokens).toMatch(/--iq-breakpoint-phone:\s*360px;/);
  });

  it('downloads nothing (system fonts only, strict CSP)', () => {
    expect(tokens).not.toMatch(/@import|@font-face|url\(/);
  });
});

describe.each(modules)('%s', (file) => {
  const css = read(file);

  it('uses only tokens that tokens.css defines', () => {
    const used = captures(css, /var\((--iq-[\w-]+)/g);
    expect(used.filter((token) => !defined.has(token) && !setByComponents.has(token))).toEqual([]);
  });

  it('has no global selectors: every selector names a local class', () => {
    const selectors = captures(css, /([^{};]+)\{/g)
      .map((prelude) => prelude.trim())
      .filter((prelude) => !prelude.startsWith('@') && !/^(from|to|\d+%)$/.test(prelude))
      .flatMap((prelude) => prelude.split(','))
      .map((selector) => selector.trim());
    expect(selectors.length).toBeGreaterThan(0);
    expect(selectors.filter((selector) => !selector.startsWith('.') || selector.includes(':global'))).toEqual(
      [],
    );
  });

  it('downloads nothing', () => {
    expect(css).not.toMatch(/@import|url\(/);
  });

  it('defines every class its component reads as styles.name', () => {
    const component = readFileSync(join(dir, file.replace('.module.css', '.tsx')), 'utf8');
    const classesRead = captures(component, /styles\.(\w+)/g);
    expect(classesRead.filter((name) => !new RegExp(`\\.${name}\\b`).test(css))).toEqual([]);
  });
});
