// Help centre topics; their text lives in the landing namespace under help.topics.<id>.
export const HELP_TOPICS = ['about', 'time', 'report', 'payment', 'cancel', 'privacy'] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

export function helpTopicOf(value: string | null): HelpTopic {
  return (HELP_TOPICS as readonly string[]).includes(value ?? '') ? (value as HelpTopic) : 'about';
}
