// GET /mf/version's answer as a zod schema, apart from build-version.ts so the shell never loads zod.
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from './routes';
import type { BuildVersion } from './build-version';

const remoteNameSchema = z.enum(REMOTE_NAMES as [RemoteName, ...RemoteName[]]);

export const buildVersionSchema = z.strictObject({
  shell: z.string().nullable(),
  remotes: z.partialRecord(remoteNameSchema, z.string()),
}) satisfies z.ZodType<BuildVersion, unknown>;
