import { LOCALE_TAGS } from '@iq/contracts';
import { CONTENT, helpArticle, protocol } from './content';
import type { ContentBlock } from '@iq/contracts';
import type { ContentContact, ProtocolText } from './content-types';

// Issue 13, GDPR Art. 13(1)(a): the privacy policy names the controller (name, postal address,
// contact) and the terms their provider, in every language, from configuration (never translated).
const CONTACT: ContentContact = {
  supportEmail: 'care@iqtest-online.com',
  operatorName: 'Cognitio Testing S.L.',
  operatorAddress: 'Calle de Alcalá 42, 28014 Madrid, España',
};

const rawTexts = (text: ProtocolText) =>
  text.sections.flatMap((section) => [...(section.paragraphs ?? []), ...(section.items ?? [])]);
const blockTexts = (blocks: ContentBlock[]) =>
  blocks.flatMap((b) => (b.type === 'list' ? b.items : [b.text]));

test('the nine locales are all here', () => {
  expect(Object.keys(CONTENT).sort()).toEqual([...LOCALE_TAGS].sort());
});

describe.each(Object.keys(CONTENT) as (keyof typeof CONTENT)[])('%s', (hl) => {
  test('the privacy policy has one line with {operatorName}, {operatorAddress} and {supportEmail}', () => {
    const line = rawTexts(CONTENT[hl].privacy).find((text) => text.includes('{operatorName}'));
    expect(line).toBeDefined();
    expect(line).toContain('{operatorAddress}');
    expect(line).toContain('{supportEmail}');
  });

  test('the terms have one line with {operatorName} and {operatorAddress}', () => {
    const line = rawTexts(CONTENT[hl].agreement).find((text) => text.includes('{operatorName}'));
    expect(line).toBeDefined();
    expect(line).toContain('{operatorAddress}');
  });

  test('served, every placeholder is filled with the configured values', () => {
    for (const id of ['privacy', 'agreement'] as const) {
      const text = blockTexts(protocol(hl, id, CONTACT).blocks).join('\n');
      expect(text).toContain(`${CONTACT.operatorName}`);
      expect(text).toContain(CONTACT.operatorAddress);
      expect(text).not.toMatch(/\{\w+\}/);
    }
  });
});

test('a configured value is printed as it is, never expanded as a placeholder itself', () => {
  const odd = { ...CONTACT, operatorName: 'Brace {supportEmail} Ltd' };
  const text = blockTexts(protocol('en-US', 'privacy', odd).blocks).join('\n');
  expect(text).toContain('Brace {supportEmail} Ltd');
  expect(helpArticle('en-US', 'refunds', odd)?.blocks).toBeDefined();
});
