// The shape every locale's help and protocol text takes; `{supportEmail}` in any text is
// replaced by the configured support address when served (never a placeholder on a page).
export const HELP_TOPIC_IDS = [
  'timed-test',
  'report-and-price',
  'subscription',
  'refunds',
  'retrieve-report',
  'account',
  'answer-privacy',
] as const;
export type HelpTopicId = (typeof HELP_TOPIC_IDS)[number];

export interface HelpText {
  title: string;
  summary: string;
  paragraphs: readonly string[];
}

export interface ProtocolSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export interface ProtocolText {
  title: string;
  sections: readonly ProtocolSection[];
}

export interface LocaleContent {
  help: Readonly<Record<HelpTopicId, HelpText>>;
  privacy: ProtocolText;
  agreement: ProtocolText;
}
