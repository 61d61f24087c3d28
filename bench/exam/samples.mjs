#!/usr/bin/env node
// Sample renderings: runs samples.ts through tsx, which writes an easy, a medium and a hardest
// item as standalone SVG files to bench/results/ (git-ignored).
// Usage: node bench/exam/samples.mjs [seed]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const result = spawnSync(process.execPath, [tsx, path.join(here, 'samples.ts'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
