// The report's words per locale.
import type { LocaleTag } from '@iq/contracts';
import { enUS } from './en-US';
import type { ReportCopy } from './report-copy';

export const REPORT_COPY: Readonly<Partial<Record<LocaleTag, ReportCopy>>> = {
  'en-US': enUS,
};

export function reportCopyFor(locale: LocaleTag): ReportCopy {
  return REPORT_COPY[locale] ?? enUS;
}

export type { ReportCopy } from './report-copy';
