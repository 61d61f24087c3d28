// Issue 36: the home page, the report's screen and the report's PDF show the same population
// figures: the seed figures of the one source (@iq/contracts population-figures). Each surface is
// rendered as a visitor gets it (the landing's prerendered home page, the report remote's
// ranking section, the order service's PDF read back with pdftotext) and compared with the
// source, and a few values literally so that a changed source cannot pass unnoticed. A fresh
// platform has no group of 30 tests yet, so every figure of its report is a seed figure. The
// PDF's sentences about the bands' population shares are checked against IQ_BANDS as well.
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  AGE_GROUPS,
  IQ_BANDS,
  percentBelow,
  populationShare,
  SEED_AGE_AVERAGES,
  SEED_COUNTRY_AVERAGES,
  ageGroupLabel,
  type LocaleTag,
  type OrderReport,
} from '@iq/contracts';
import { i18n, initI18n } from '@iq/i18n';
import { PAGES, renderPage } from '../mfe-landing/src/server/prerender';
import { NS as REPORT_NS } from '../mfe-report/src/i18n';
import { RankingSection } from '../mfe-report/src/features/ranking/ranking-section';
import { rankingFigures } from '../services/order/src/modules/reports/domain/ranking';
import { createReportRenderer, type ReportRenderer } from '@iq/report-render';
import { hasPoppler, pdfText, requirePopplerInCi, sampleReportInput } from '@iq/report-render/testing';

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, '..');
const LOCALES: readonly LocaleTag[] = [
  'en-US',
  'zh-CN',
  'zh-HK',
  'fr-FR',
  'es-ES',
  'ja-JP',
  'de-DE',
  'pt-PT',
  'ko-KR',
];
/** Pages of the report PDF with the comparison (spec §1: 18 "among our test-takers"). */
const COMPARISON_PAGE = 18;

/** Any run of spaces, line breaks and no-break spaces as one space (pdftotext wraps lines). */
const folded = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** [row header, first cell] of the table captioned `caption` in server-rendered HTML. */
function tableRows(html: string, caption: string): [string, string][] {
  const at = html.indexOf(`<caption>${caption}</caption>`);
  if (at < 0) throw new Error(`no table captioned "${caption}"`);
  const table = html.slice(at, html.indexOf('</table>', at));
  return [...table.matchAll(/<th scope="row">([\s\S]*?)<\/th><td>([\s\S]*?)<\/td>/g)].map((m) => [
    decode(m[1]!),
    decode(m[2]!),
  ]);
}

const landingCopy = (locale: LocaleTag) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, `mfe-landing/src/locales/${locale}.json`), 'utf8')) as {
    charts: { byCountry: string; byAge: string; countries: Record<string, string> };
  };

/** What the report API sends a fresh platform's paid report (report-loader → rankingFigures). */
const seedRanking = () => rankingFigures({ countries: [], ages: [] });

describe('one source', () => {
  it('holds the documented seed figures (docs/decisions/2026-11-23-seed-figures.md)', () => {
    const byCountry = Object.fromEntries(SEED_COUNTRY_AVERAGES.map((s) => [s.country, s.average]));
    expect(byCountry).toEqual({
      CN: 105,
      JP: 105,
      DE: 100,
      GB: 100,
      CA: 99,
      US: 98,
      FR: 98,
      ES: 97,
      PT: 95,
      BR: 87,
    });
    expect(SEED_AGE_AVERAGES).toEqual({
      '<18': 97,
      '18-24': 101,
      '25-34': 102,
      '35-44': 101,
      '45-54': 99,
      '55-64': 97,
      '65+': 94,
    });
  });

  it('is what the report API sends while no group has its 30 tests', () => {
    const ranking = seedRanking();
    expect(ranking.countries.map((c) => [c.code, c.averageIq, c.seed]).sort()).toEqual(
      SEED_COUNTRY_AVERAGES.map((s) => [s.country, s.average, true]).sort(),
    );
    expect(ranking.ages.map((a) => [a.group, a.averageIq])).toEqual(
      AGE_GROUPS.map((group) => [group, SEED_AGE_AVERAGES[group]]),
    );
  });
});

describe.each(LOCALES)('%s: the home page', (locale) => {
  let html = '';
  beforeAll(async () => {
    html = await renderPage(
      PAGES.find((page) => page.module === './Home')!,
      locale,
    );
  });

  it('draws every seed country with its figure, in the source order', () => {
    const copy = landingCopy(locale);
    expect(tableRows(html, copy.charts.byCountry)).toEqual(
      SEED_COUNTRY_AVERAGES.map(({ country, average }) => [copy.charts.countries[country], String(average)]),
    );
  });

  it('draws every age group with its figure', () => {
    expect(tableRows(html, landingCopy(locale).charts.byAge)).toEqual(
      AGE_GROUPS.map((group) => [ageGroupLabel(group), String(SEED_AGE_AVERAGES[group])]),
    );
  });
});

test('the home page literally: Japan 105 and the United States 98 (issue 36 read 103 and 99)', async () => {
  const html = await renderPage(
    PAGES.find((page) => page.module === './Home')!,
    'en-US',
  );
  const rows = tableRows(html, 'Average IQ by country');
  expect(rows).toContainEqual(['Japan', '105']);
  expect(rows).toContainEqual(['United States', '98']);
  expect(rows).not.toContainEqual(['Japan', '103']);
});

/** Each bar of a report chart: its group key and the value printed at its end. */
function reportBars(html: string): Record<string, string> {
  const bars = [...html.matchAll(/<g data-testid="bar-([^"]+)"[^>]*>([\s\S]*?)<\/g>/g)];
  return Object.fromEntries(
    bars.map((bar) => [
      decode(bar[1]!),
      decode(/<text class="barValue"[^>]*>([^<]*)<\/text>/.exec(bar[2]!)?.[1] ?? ''),
    ]),
  );
}

describe.each(LOCALES)('%s: the report screen', (locale) => {
  it('shows the seed figures of the source for every country and age group', async () => {
    await initI18n(locale);
    await i18n.loadNamespaces(REPORT_NS);
    const ranking: OrderReport['ranking'] = { locked: false, percentile: 88.3, ...seedRanking() };
    const html = renderToStaticMarkup(
      createElement(RankingSection, { ranking, score: null, offerFor: () => ({ unlockedBy: null }) }),
    );
    expect(reportBars(html)).toEqual({
      ...Object.fromEntries(SEED_COUNTRY_AVERAGES.map((s) => [s.country, String(s.average)])),
      ...Object.fromEntries(AGE_GROUPS.map((group) => [group, String(SEED_AGE_AVERAGES[group])])),
    });
  });
});

describe('the report PDF', () => {
  const PDF_LOCALES: LocaleTag[] = ['en-US', 'ja-JP', 'de-DE'];
  let renderer: ReportRenderer;
  const pages = new Map<LocaleTag, string>();
  /** Pages 3 (the curve) and 5 (the classification), whitespace folded. */
  const bandPages = new Map<LocaleTag, { curve: string; classification: string }>();

  beforeAll(async () => {
    requirePopplerInCi();
    if (!hasPoppler()) return;
    renderer = createReportRenderer({ threads: 2 });
    const input = { ...sampleReportInput(), ranking: { percentile: 88.3, ...seedRanking() } };
    await Promise.all(
      PDF_LOCALES.map(async (locale) => {
        const pdf = await renderer.renderReportPdf(input, locale);
        pages.set(locale, pdfText(pdf, COMPARISON_PAGE));
        bandPages.set(locale, { curve: folded(pdfText(pdf, 3)), classification: folded(pdfText(pdf, 5)) });
      }),
    );
  });
  afterAll(() => renderer?.close());

  /** The PDF's rows as pdftotext reads them: a label line, then its value line. */
  function pdfRows(locale: LocaleTag): [string, string][] {
    const lines = pages
      .get(locale)!
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    return lines.flatMap((line, i) =>
      line.endsWith(' *') ? [[line.slice(0, -2), lines[i + 1]!] as [string, string]] : [],
    );
  }

  (hasPoppler() ? it.each(PDF_LOCALES) : it.skip.each(PDF_LOCALES))(
    '%s prints every country (top first) and age group with its seed figure',
    (locale) => {
      const regions = new Intl.DisplayNames([locale], { type: 'region' });
      const countries = [...SEED_COUNTRY_AVERAGES].sort(
        (a, b) => b.average - a.average || a.country.localeCompare(b.country),
      );
      expect(pdfRows(locale)).toEqual([
        ...countries.map((c) => [regions.of(c.country), String(c.average)]),
        ...AGE_GROUPS.map((group) => [ageGroupLabel(group), String(SEED_AGE_AVERAGES[group])]),
      ]);
    },
  );

  (hasPoppler() ? it.each(PDF_LOCALES) : it.skip.each(PDF_LOCALES))(
    '%s states the population shares of the source, not shares of its own',
    (locale) => {
      const percent = (value: number) =>
        folded(
          new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100),
        );
      const share = (id: string) => populationShare(IQ_BANDS.find((band) => band.id === id)!);
      const { curve, classification } = bandPages.get(locale)!;
      for (const value of [share('verySuperior') + share('genius'), share('superior'), share('normal')]) {
        expect(classification).toContain(percent(value));
      }
      for (const value of [percentBelow(115) - percentBelow(85), percentBelow(130) - percentBelow(70)]) {
        expect(curve).toContain(percent(value));
      }
    },
  );

  (hasPoppler() ? it : it.skip)('states the shares literally: 2 %, 14 %, 68 % and 95 %', () => {
    expect(bandPages.get('en-US')!.classification).toContain(
      'about 2% are gifted (130 and above), 14% excellent (115 to 129) and 68% average (85 to 114)',
    );
    expect(bandPages.get('en-US')!.curve).toContain('About 68% of people score between 85 and 115.');
    expect(bandPages.get('en-US')!.curve).toContain('About 95% score between 70 and 130.');
  });

  (hasPoppler() ? it : it.skip)('prints Japan 105 and the United States 98, literally', () => {
    const rows = pdfRows('en-US');
    expect(rows).toContainEqual(['Japan', '105']);
    expect(rows).toContainEqual(['United States', '98']);
  });
});
