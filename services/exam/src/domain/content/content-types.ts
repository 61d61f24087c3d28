// The shape every locale's help and protocol text takes; `{supportEmail}`, `{operatorName}` and
// `{operatorAddress}` in any text are replaced by the configured values when served (never a
// placeholder on a page). The operator's name and address are not translated.
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

/** The configured values the texts name (SUPPORT_EMAIL, OPERATOR_NAME, OPERATOR_ADDRESS). */
export interface ContentContact {
  supportEmail: string;
  operatorName: string;
  operatorAddress: string;
}
export const CONTENT_PLACEHOLDERS = ['supportEmail', 'operatorName', 'operatorAddress'] as const;
