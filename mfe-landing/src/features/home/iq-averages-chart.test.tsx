import { render, screen, within } from '@testing-library/react';
import { SEED_COUNTRY_AVERAGES } from '@iq/contracts';
import { i18n, initI18n, type Locale } from '@iq/i18n';
import { NS } from '../../i18n';
import { IqAverages } from './iq-averages-chart';

async function renderIn(locale: Locale) {
  await initI18n(locale);
  await i18n.loadNamespaces(NS);
  render(<IqAverages />);
}

test('two labelled SVG charts, captioned as illustrative, with their values as tables', async () => {
  await renderIn('en-US');
  expect(screen.getByText('Illustrative figures for display, not measured results.')).toBeInTheDocument();
  const [byCountry, byAge] = screen.getAllByRole('img');
  expect(byCountry).toHaveAccessibleName('Average IQ by country');
  expect(byAge).toHaveAccessibleName('Average IQ by age');

  const countries = within(screen.getByRole('table', { name: 'Average IQ by country' }))
    .getAllByRole('row')
    .map((row) => row.textContent);
  // The seed figures of the one source (@iq/contracts), as the report's ranking shows them.
  expect(countries).toEqual([
    'CountryAverage IQ',
    ...SEED_COUNTRY_AVERAGES.map(
      ({ country, average }) => `${i18n.t(`charts.countries.${country}`, { ns: NS })}${average}`,
    ),
  ]);
  // Literally, so a changed source shows here too (issue 36: Japan read 103 here, 105 in the report).
  expect(countries).toContain('Japan105');
  expect(countries).toContain('United States98');
  expect(countries).toContain('Brazil87');
  const ages = within(screen.getByRole('table', { name: 'Average IQ by age' }))
    .getAllByRole('row')
    .map((row) => row.textContent);
  expect(ages).toEqual([
    'AgeAverage IQ',
    '<1897',
    '18–24101',
    '25–34102',
    '35–44101',
    '45–5499',
    '55–6497',
    '65+94',
  ]);
});

test('a bar is as long as its value on the 85–115 axis', async () => {
  await renderIn('en-US');
  const bars = screen.getAllByRole('img')[1]!.querySelectorAll('rect');
  // 260 units for 30 IQ points: 97 → 12 points → 104.0; 101 → 138.7; 102 → 147.3; 94 → 78.0.
  expect([...bars].map((bar) => Number(bar.getAttribute('width')).toFixed(1))).toEqual([
    '104.0',
    '138.7',
    '147.3',
    '138.7',
    '121.3',
    '104.0',
    '78.0',
  ]);
});

test('translated: the country names and captions in Japanese', async () => {
  await renderIn('ja-JP');
  expect(screen.getByRole('img', { name: '国・地域別の平均IQ' })).toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: 'イギリス' })).toBeInTheDocument();
  expect(screen.getByText('表示用の例示的な数値であり、実際の測定結果ではありません。')).toBeInTheDocument();
});
