// spec §7 help and protocol calls: the texts per locale, turned into the contracts' blocks with
// the configured support address and operator filled in. Pure: no I/O, the values come from the
// caller.
import type { ContentBlock, HelpArticle, HelpList, LocaleTag, Protocol, ProtocolId } from '@iq/contracts';
import {
  CONTENT_PLACEHOLDERS,
  HELP_TOPIC_IDS,
  type ContentContact,
  type HelpTopicId,
  type LocaleContent,
  type ProtocolText,
} from './content-types';
import { deDE } from './locales/de-DE';
import { enUS } from './locales/en-US';
import { esES } from './locales/es-ES';
import { frFR } from './locales/fr-FR';
import { jaJP } from './locales/ja-JP';
import { koKR } from './locales/ko-KR';
import { ptPT } from './locales/pt-PT';
import { zhCN } from './locales/zh-CN';
import { zhHK } from './locales/zh-HK';

export const CONTENT: Readonly<Record<LocaleTag, LocaleContent>> = {
  'en-US': enUS,
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  'fr-FR': frFR,
  'es-ES': esES,
  'ja-JP': jaJP,
  'de-DE': deDE,
  'pt-PT': ptPT,
  'ko-KR': koKR,
};

/** The day the protocol texts last changed in substance (shown as "last updated"). */
export const PROTOCOLS_UPDATED = '2026-11-26';

// One pass: a configured value that itself contains `{…}` is printed as it is, never expanded.
const PLACEHOLDER = new RegExp(`\\{(${CONTENT_PLACEHOLDERS.join('|')})\\}`, 'g');
const fill = (text: string, contact: ContentContact) =>
  text.replace(PLACEHOLDER, (_, key: keyof ContentContact) => contact[key]);

export function isHelpTopicId(id: string): id is HelpTopicId {
  return (HELP_TOPIC_IDS as readonly string[]).includes(id);
}

export function helpList(hl: LocaleTag, contact: ContentContact): HelpList {
  const texts = CONTENT[hl].help;
  return {
    hl,
    topics: HELP_TOPIC_IDS.map((id) => ({
      id,
      title: fill(texts[id].title, contact),
      summary: fill(texts[id].summary, contact),
    })),
  };
}

/** One article, or null for an id that names none. */
export function helpArticle(hl: LocaleTag, id: string, contact: ContentContact): HelpArticle | null {
  if (!isHelpTopicId(id)) return null;
  const text = CONTENT[hl].help[id];
  return {
    id,
    hl,
    title: fill(text.title, contact),
    summary: fill(text.summary, contact),
    blocks: text.paragraphs.map((p) => ({ type: 'paragraph', text: fill(p, contact) })),
  };
}

function protocolBlocks(text: ProtocolText, contact: ContentContact): ContentBlock[] {
  return text.sections.flatMap((section): ContentBlock[] => [
    { type: 'heading', text: section.heading },
    ...(section.paragraphs ?? []).map((p): ContentBlock => ({
      type: 'paragraph',
      text: fill(p, contact),
    })),
    ...(section.items ? [{ type: 'list' as const, items: section.items.map((i) => fill(i, contact)) }] : []),
  ]);
}

export function protocol(hl: LocaleTag, id: ProtocolId, contact: ContentContact): Protocol {
  const text = CONTENT[hl][id];
  return {
    id,
    hl,
    title: text.title,
    updated: PROTOCOLS_UPDATED,
    blocks: protocolBlocks(text, contact),
  };
}
