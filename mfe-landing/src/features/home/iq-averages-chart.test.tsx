import { render, screen, within } from '@testing-library/react';
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
  expect(countries).toEqual([
    'CountryAverage IQ',
    'United States99',
    'Mainland China102',
    'Hong Kong102',
    'France100',
    'Spain99',
    'Japan103',
    'Germany101',
    'Portugal98',
    'South Korea102',
  ]);
  const ages = within(screen.getByRole('table', { name: 'Average IQ by age' }))
    .getAllByRole('row')
    .map((row) => row.textContent);
  expect(ages).toEqual(['AgeAverage IQ', '16–1999', '20–29101', '30–39101', '40–49100', '50–5999', '60+98']);
});

test('a bar is as long as its value on the 85–115 axis', async () => {
  await renderIn('en-US');
  const bars = screen.getAllByRole('img')[1]!.querySelectorAll('rect');
  // 260 units for 30 IQ points: 99 → 14 points → 121.3; 101 → 138.7; 98 → 112.7.
  expect([...bars].map((bar) => Number(bar.getAttribute('width')).toFixed(1))).toEqual([
    '121.3',
    '138.7',
    '138.7',
    '130.0',
    '121.3',
    '112.7',
  ]);
});

test('translated: the country names and captions in Japanese', async () => {
  await renderIn('ja-JP');
  expect(screen.getByRole('img', { name: '国・地域別の平均IQ' })).toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: '中国本土' })).toBeInTheDocument();
  expect(screen.getByText('表示用の例示的な数値であり、実際の測定結果ではありません。')).toBeInTheDocument();
});
