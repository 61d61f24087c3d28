// The report endpoints' messages (spec §8 wording where the spec has one: REPORT_MESSAGES).
import { REPORT_MESSAGES, type SkuId } from '@iq/contracts';

export const REPORT_ERRORS = {
  ...REPORT_MESSAGES,
  notInTier: (unlockedBy: SkuId) =>
    `This is not included in your report: it comes with ${unlockedBy} and above`,
} as const;
