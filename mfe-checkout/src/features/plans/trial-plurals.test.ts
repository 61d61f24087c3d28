// A plan's trial length is data (spec §3 "trial days"): its copy takes the locale's plural form,
// so a 1-day trial never reads "1 jours" / "1 Tage". Checked through i18next itself.
import i18next from 'i18next';
import de from '../../locales/de-DE.json';
import en from '../../locales/en-US.json';
import fr from '../../locales/fr-FR.json';
import ja from '../../locales/ja-JP.json';

async function translator(lng: string, resources: object) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: { [lng]: { translation: resources } },
    interpolation: { escapeValue: false },
  });
  return i18n.t.bind(i18n);
}

test.each([
  ['fr-FR', fr, 'Essai gratuit de 1 jour', 'Essai gratuit de 3 jours'],
  ['de-DE', de, '1 Tag kostenlos testen', '3 Tage kostenlos testen'],
  ['en-US', en, '1-day free trial', '3-day free trial'],
  ['ja-JP', ja, '1日間の無料トライアル', '3日間の無料トライアル'],
])('%s: the trial badge for 1 and 3 days', async (lng, resources, one, three) => {
  const t = await translator(lng, resources);
  expect(t('plans.trialBadge', { count: 1 })).toBe(one);
  expect(t('plans.trialBadge', { count: 3 })).toBe(three);
});

test('the statement before subscribing takes the plural form too', async () => {
  const t = await translator('fr-FR', fr);
  const values = { date: '1 déc.', amount: '19,99 €', every: 'chaque semaine' };
  expect(t('plans.statement.trial', { count: 1, ...values })).toMatch(
    /^Votre essai gratuit de 1 jour commence/,
  );
  expect(t('plans.statement.trial', { count: 3, ...values })).toMatch(
    /^Votre essai gratuit de 3 jours commence/,
  );
});
