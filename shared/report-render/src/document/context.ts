// What every page of one report needs: the input, the locale's words and fonts, and the
// locale's way of writing numbers, percentages, dates and country names.
import type { LocaleTag } from '@iq/contracts';
import { reportCopyFor } from '../copy';
import { DIMENSION_DEFINITIONS, type DimensionDefinitions } from '../copy/dimension-definitions';
import type { ReportCopy } from '../copy/report-copy';
import { scoreLabel, type ReportDocumentInput } from '../input';

export interface ReportContext {
  input: ReportDocumentInput;
  locale: LocaleTag;
  copy: ReportCopy;
  /** Issue 36: how each dimension is computed, "not measured", the guessing notice. */
  definitions: DimensionDefinitions;
  /** react-pdf fontFamily: the locale's stack. */
  fonts: string[];
  /** "118", "> 127", "< 62" */
  score: string;
  /** 0–100 → "88 %" / "88 %" / "88%" as the locale writes it. */
  percent: (value: number, digits?: number) => string;
  decimal: (value: number, digits?: number) => string;
  integer: (value: number) => string;
  date: (iso: string | null) => string;
  country: (code: string) => string;
}

// Narrow no-break space (fr-FR percentages, some dates) is missing from the Latin subset;
// the plain no-break space looks the same at these sizes.
const tidy = (text: string) => text.replace(/\u202f/g, '\u00a0');

/** spec §3's country keys that are not ISO 3166 (JA Japan, EN United States, UK Britain). */
const ISO_REGION: Record<string, string> = { JA: 'JP', EN: 'US', UK: 'GB', KR: 'KR' };

export function reportContext(input: ReportDocumentInput, locale: LocaleTag, fonts: string[]): ReportContext {
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const regions = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const copy = reportCopyFor(locale);
  return {
    input,
    locale,
    copy,
    definitions: DIMENSION_DEFINITIONS[locale] ?? DIMENSION_DEFINITIONS['en-US'],
    fonts,
    score: scoreLabel(input.iq.score, input.iq.bound, input.iq.measurable),
    percent: (value, digits = 0) =>
      tidy(
        new Intl.NumberFormat(locale, {
          style: 'percent',
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }).format(Math.max(0, Math.min(100, value)) / 100),
      ),
    decimal: (value, digits = 1) =>
      tidy(
        new Intl.NumberFormat(locale, {
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }).format(value),
      ),
    integer: (value) => tidy(new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value)),
    date: (iso) => {
      if (!iso) return copy.none;
      const when = new Date(iso);
      return Number.isNaN(when.getTime()) ? copy.none : tidy(dateFormat.format(when));
    },
    country: (code) => {
      const region = ISO_REGION[code.toUpperCase()] ?? code.toUpperCase();
      try {
        return regions.of(region) ?? code;
      } catch {
        return code;
      }
    },
  };
}

/**
 * An option's number 1–6 (displayed positions 0–5): the question screen numbers the options
 * and takes the keys 1–6, so the report names them the same way
 * (docs/decisions/2026-11-29-option-numbers.md).
 */
export const optionNumber = (position: number | null): string =>
  position === null ? '—' : String(position + 1);
