// Contracts of the exam service's content calls (spec §7): help centre, protocols (privacy policy,
// terms of use), support address, runtime config (`/app/v2/view`) and log ids.
import { z } from 'zod';
import { text } from './text';
import { LOCALE_TAGS } from './locales';

/** A help article or protocol id as a path or query carries it: a short kebab-case slug. */
export const contentIdSchema = text()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug')
  .max(64);

/** One block of an article: a sub-heading, a paragraph or a bullet list (no HTML, ever). */
export const contentBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string().min(1) }),
  z.object({ type: z.literal('paragraph'), text: z.string().min(1) }),
  z.object({ type: z.literal('list'), items: z.array(z.string().min(1)).min(1) }),
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;

export const helpTopicSchema = z.object({
  id: contentIdSchema,
  title: z.string().min(1),
  summary: z.string().min(1),
});
export type HelpTopic = z.infer<typeof helpTopicSchema>;

/** GET /app/help/list/{examId}/{hl} (also /app/help/list with `hl` query or header). */
export const helpListSchema = z.object({
  hl: z.enum(LOCALE_TAGS),
  topics: z.array(helpTopicSchema),
});
export type HelpList = z.infer<typeof helpListSchema>;

/** GET /app/help/info/{id} (also /app/help/info?id=). */
export const helpArticleSchema = helpTopicSchema.extend({
  hl: z.enum(LOCALE_TAGS),
  blocks: z.array(contentBlockSchema).min(1),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

export const PROTOCOL_IDS = ['privacy', 'agreement'] as const;
export const protocolIdSchema = z.enum(PROTOCOL_IDS);
export type ProtocolId = z.infer<typeof protocolIdSchema>;

/** GET /app/protocol/{privacy|agreement} and /app/protocol/info/{id}. */
export const protocolSchema = z.object({
  id: protocolIdSchema,
  hl: z.enum(LOCALE_TAGS),
  title: z.string().min(1),
  /** ISO date of the text's last change, shown as "last updated". */
  updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  blocks: z.array(contentBlockSchema).min(1),
});
export type Protocol = z.infer<typeof protocolSchema>;

/** GET /app/protocol/list/{examId}/{hl}: the protocols without their text. */
export const protocolListSchema = z.array(
  protocolSchema.pick({ id: true, hl: true, title: true, updated: true }),
);
export type ProtocolList = z.infer<typeof protocolListSchema>;

/** GET /app/protocol/getPrivacyAndAgreement/{examId}/{hl}. */
export const privacyAndAgreementSchema = z.object({ privacy: protocolSchema, agreement: protocolSchema });
export type PrivacyAndAgreement = z.infer<typeof privacyAndAgreementSchema>;

/** GET /app/support/info: where visitors write to (SUPPORT_EMAIL of the exam service). */
export const supportInfoSchema = z.object({ email: z.string().email() });
export type SupportInfo = z.infer<typeof supportInfoSchema>;

/** Same shape the gateway's logger keeps (services/common LOGID_PATTERN). */
export const logidSchema = text().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, _ or -');

/**
 * GET /app/v2/view query (spec §7: dl, av, hl, id, eid, aeid plus extras). Every field is
 * optional; unknown extras are ignored, malformed known ones are a 400.
 */
export const runtimeViewQuerySchema = z.object({
  alias: text()
    .regex(/^[A-Za-z0-9_-]{0,32}$/, 'must be up to 32 letters, digits, _ or -')
    .optional(),
  /** App version (spec's `av`). */
  av: text()
    .regex(/^[0-9A-Za-z.+_-]{1,32}$/, 'must be a version like 1.2.3')
    .optional(),
  mode: text()
    .regex(/^[A-Za-z0-9_,-]{1,32}$/, 'must be up to 32 letters, digits, _ , or -')
    .optional(),
  hl: text().max(35).optional(),
  code: text()
    .regex(/^[A-Za-z0-9_]{1,32}$/, 'must be 1-32 letters, digits or underscores')
    .optional(),
  /** Exam id (spec's `eid`; `aeid`, the app exam id, is accepted the same way). */
  eid: text()
    .regex(/^[1-9][0-9]{0,5}$/, 'must be a positive integer')
    .optional(),
  aeid: text()
    .regex(/^[1-9][0-9]{0,5}$/, 'must be a positive integer')
    .optional(),
  countryCode: text()
    .regex(/^[A-Za-z]{2}$/, 'must be two letters')
    .optional(),
});
export type RuntimeViewQuery = z.infer<typeof runtimeViewQuerySchema>;

/** spec §3 "Runtime config", as /app/v2/view returns it. */
export const runtimeViewSchema = z.object({
  alias: z.string(),
  apiBase: z.literal('/api'),
  version: z.string().min(1),
  mode: z.string().min(1),
  logid: logidSchema,
  hl: z.enum(LOCALE_TAGS),
  code: z.string().min(1),
  examId: z.number().int().min(1),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  /** '' when anonymous. */
  uid: z.string(),
});
export type RuntimeView = z.infer<typeof runtimeViewSchema>;

/** POST /app/v2/generate/logid body (spec §7: {appExamId}). */
export const generateLogidRequestSchema = z
  .object({
    appExamId: z.union([z.number().int().min(1).max(999_999), text().regex(/^[1-9][0-9]{0,5}$/)]),
  })
  .partial();
export const generateLogidResponseSchema = z.object({ logid: logidSchema });
export type GenerateLogidResponse = z.infer<typeof generateLogidResponseSchema>;
