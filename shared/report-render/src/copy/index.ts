// The report's words per locale.
import type { LocaleTag } from '@iq/contracts';
import { deDE } from './de-DE';
import { enUS } from './en-US';
import { esES } from './es-ES';
import { frFR } from './fr-FR';
import { jaJP } from './ja-JP';
import { koKR } from './ko-KR';
import { ptPT } from './pt-PT';
import { zhCN } from './zh-CN';
import { zhHK } from './zh-HK';
import type { ReportCopy } from './report-copy';

/** Every locale: a missing one is a compile error. */
export const REPORT_COPY: Readonly<Record<LocaleTag, ReportCopy>> = {
  'en-US': enUS,
  'fr-FR': frFR,
  'es-ES': esES,
  'de-DE': deDE,
  'pt-PT': ptPT,
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  'ja-JP': jaJP,
  'ko-KR': koKR,
};

export function reportCopyFor(locale: LocaleTag): ReportCopy {
  return REPORT_COPY[locale];
}

export type { ReportCopy } from './report-copy';
