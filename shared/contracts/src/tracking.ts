// Third-party tracking configuration (issue 13, spec §7 "Client-side only"): the tag manager,
// the bot-protection service and six advertising pixels, each optional. The gateway reads it
// from TRACKING_CONFIG, allows exactly these hosts in its CSP and hands the page what is
// configured as a JSON data block; with nothing configured nothing third-party ever loads.
import { z } from 'zod';

// https only (a script on the page runs with the page's rights); plain http for a local host only.
const scriptUrlSchema = z.url().refine((value) => {
  const url = new URL(value);
  return (
    url.protocol === 'https:' || (url.protocol === 'http:' && /^(localhost|127\.0\.0\.1)$/.test(url.hostname))
  );
}, 'a script URL must be https (http only for localhost)');

const idSchema = z.string().min(1).max(200);

const pixelSchema = z.object({ id: idSchema, scriptUrl: scriptUrlSchema }).strict();

export const trackingConfigSchema = z
  .object({
    tagManager: z.object({ id: idSchema, scriptUrl: scriptUrlSchema }).strict().optional(),
    botProtection: z.object({ siteKey: idSchema, scriptUrl: scriptUrlSchema }).strict().optional(),
    pixels: z
      .object({
        facebook: pixelSchema.optional(),
        google: pixelSchema.optional(),
        tiktok: pixelSchema.optional(),
        snapchat: pixelSchema.optional(),
        microsoft: pixelSchema.optional(),
        pinterest: pixelSchema.optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

export type TrackingConfig = z.infer<typeof trackingConfigSchema>;
export type PixelConfig = z.infer<typeof pixelSchema>;
