// The report endpoints' messages (spec §8 wording where the spec has one: REPORT_MESSAGES).
import { REPORT_MESSAGES, type SkuId } from '@iq/contracts';

export const REPORT_ERRORS = {
  ...REPORT_MESSAGES,
  notInTier: (unlockedBy: SkuId) =>
    `This is not included in your report: it comes with ${unlockedBy} and above`,
  filesUnavailable: 'File downloads are not available right now. Please try again later.',
  fileFailed: 'The file could not be generated. Please try again later.',
  linkInvalid: 'This download link is not valid',
  linkExpired: 'This download link has expired: ask for a new one',
  fileGone: 'This file is no longer available: ask for a new link',
  certificateUnknown: 'No certificate has this code',
  shareUnknown: 'This shared link does not exist',
  tooManyVerifications: (seconds: number) =>
    `Too many certificate checks: please wait ${seconds} seconds and try again`,
} as const;
