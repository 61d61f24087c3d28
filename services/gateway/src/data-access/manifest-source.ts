// Where a request's remote manifest comes from: the deploy file alone (the registry off, as
// before issue 14), or composed from the registry for each visitor (REGISTRY=on).
import { randomInt } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Kysely } from 'kysely';
import { requestLog } from '@iq/service-common';
import { readManifest, type ManifestRead } from './manifest-file';
import { withDeclaredPages } from './declared-pages';
import { cookieValue } from '../domain/session-cookie';
import { registryStore } from '../registry/data-access/registry-store';
import {
  BUCKET_COOKIE,
  BUCKET_MAX_AGE_SECONDS,
  composeVisitorManifest,
  describeVersions,
  parseBucket,
  variantOfPage,
} from '../registry/domain/visitor-manifest';
import { routeTableFor } from '../domain/route-table';
import type { RegistryDB } from '../registry/schema';

export interface ManifestSource {
  /**
   * The manifest for this request; `variant`: the landing variant the page is (or asks for);
   * `pathname`: the page asked for, whose variant the page table may know better (an alias).
   */
  (req: Request, res: Response, variant: string | null, pathname?: string): Promise<ManifestRead>;
  /** Differs per visitor: answers are `no-store` and vary on the cookie. */
  readonly perVisitor: boolean;
}

export const REMOTE_VERSIONS_HEADER = 'X-Remote-Versions';

/** The deploy file, re-read on every request (a deploy swaps it in place). */
export function fileManifestSource(manifestFile: string, remotesDir: string): ManifestSource {
  const source = async () => withDeclaredPages(await readManifest(manifestFile), remotesDir);
  return Object.assign(source, { perVisitor: false });
}

export interface RegistryManifestOptions {
  manifestFile: string;
  /** Where the builds are (each one's mf-manifest.json declares its pages). */
  remotesDir: string;
  db: Kysely<RegistryDB>;
  /** The bucket cookie's Secure flag (false only for http://localhost development). */
  secureCookies: boolean;
  /** A new visitor's bucket, 0–99 (tests may fix it). */
  newBucket?: () => number;
}

/**
 * The registry's choice for each visitor: live builds, the page's variant assignment, the canary
 * by a sticky bucket cookie, the deploy file for remotes the registry has nothing live of. The
 * registry unreachable: the deploy file's manifest, so the site stays up.
 */
export function registryManifestSource(options: RegistryManifestOptions): ManifestSource {
  const newBucket = options.newBucket ?? (() => randomInt(100));
  const source = async (req: Request, res: Response, variant: string | null, pathname?: string) =>
    withDeclaredPages(await compose(req, res, variant, pathname), options.remotesDir);
  const compose = async (
    req: Request,
    res: Response,
    variant: string | null,
    pathname?: string,
  ): Promise<ManifestRead> => {
    const file = await readManifest(options.manifestFile);
    let serving;
    try {
      serving = await registryStore.servingState(options.db);
    } catch (err) {
      requestLog(req)?.error({ err }, 'registry unavailable; serving the deploy file manifest');
      return file;
    }
    let bucket = parseBucket(cookieValue(req.get('cookie'), BUCKET_COOKIE));
    if (bucket === null) {
      bucket = newBucket();
      res.cookie(BUCKET_COOKIE, String(bucket), {
        path: '/',
        maxAge: BUCKET_MAX_AGE_SECONDS * 1000,
        sameSite: 'lax',
        secure: options.secureCookies,
      });
    }
    const composeFor = (pageVariant: string | null) =>
      composeVisitorManifest({ file: file.ok ? file.manifest : null, serving, variant: pageVariant, bucket });
    let composed = composeFor(variant);
    // A variant's alias (`/girlPage`, `/landing_page/girl_old`) is that variant's page: its
    // assignment serves it too. The page table of the builds this visitor gets says which.
    const assigned = (name: string | null) => name !== null && Object.hasOwn(serving.variants, name);
    if (pathname && !assigned(variant) && Object.keys(serving.variants).length) {
      const read = withDeclaredPages({ ok: true, manifest: composed.manifest }, options.remotesDir);
      const pageVariant = read.ok ? variantOfPage(routeTableFor(read.manifest), pathname) : null;
      if (assigned(pageVariant)) composed = composeFor(pageVariant);
    }
    if (!file.ok && Object.keys(composed.manifest.remotes).length === 0) return file;
    const versions = describeVersions(composed.versions);
    res.setHeader(REMOTE_VERSIONS_HEADER, versions);
    // The request's own line names them too (app.ts: the logger reads this header).
    requestLog(req)?.info({ remoteVersions: versions, variant, bucket }, 'remote versions served');
    return { ok: true, manifest: composed.manifest };
  };
  return Object.assign(source, { perVisitor: true });
}
