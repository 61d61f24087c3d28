// The remote manifest served at /mf/manifest (ARCHITECTURE.md "Manifest"), as a zod schema so
// the gateway can refuse a broken file instead of handing it to every browser.
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteManifest, type RemoteName } from './routes';

export const remoteBuildSchema = z.strictObject({
  version: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1-64 letters, digits, dots, dashes or underscores'),
  entry: z.string().min(1),
});

const remoteNameSchema = z.enum(REMOTE_NAMES as [RemoteName, ...RemoteName[]]);
const remoteBuildsSchema = z.partialRecord(remoteNameSchema, remoteBuildSchema);

export const remoteManifestSchema = z.looseObject({
  remotes: remoteBuildsSchema,
  variants: z.record(z.string(), remoteBuildsSchema).optional(),
}) satisfies z.ZodType<RemoteManifest, unknown>;
