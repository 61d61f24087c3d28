// Builds the plain home bundle (webpack.config.cjs) when its inputs changed, then writes the
// .br/.gz copies the apps' builds get (scripts/lib/precompress.mjs), so what is served is what a
// visitor receives. Inputs: the shell and the landing remote with the shared packages they
// bundle (the hash the apps' builds are stamped with), and this folder.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { inputsHash } from '../../../scripts/lib/build.mjs';
import { precompressDir } from '../../../scripts/lib/precompress.mjs';

const require = createRequire(import.meta.url);
const HERE = path.dirname(fileURLToPath(import.meta.url));
const STAMP = '.inputs-hash';

function plainInputsHash() {
  const hash = crypto.createHash('sha256');
  hash.update(inputsHash('shell'));
  hash.update(inputsHash('mfe-landing'));
  for (const name of fs.readdirSync(HERE).sort()) {
    const file = path.join(HERE, name);
    if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

/** Builds what is stale; returns the output folder. */
export async function buildPlain() {
  const factory = require('./webpack.config.cjs');
  const outDir = factory.OUT_DIR;
  const stamp = path.join(outDir, STAMP);
  const wanted = plainInputsHash();
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === wanted) return outDir;

  const webpack = require('webpack');
  const started = Date.now();
  console.log('building the plain home bundle (bench/bundle/plain) …');
  const stats = await new Promise((resolve, reject) =>
    webpack(factory({}, { mode: 'production' }), (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
  const info = stats.toString({ preset: 'errors-warnings', colors: false });
  if (info.trim()) console.log(info);
  if (stats.hasErrors()) throw new Error('plain bundle: build failed');
  precompressDir(outDir);
  fs.writeFileSync(stamp, wanted);
  console.log(`built the plain home bundle in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return outDir;
}
