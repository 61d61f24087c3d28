// spec §7: share links for six social networks, each a URL template with placeholders for url,
// title, description, media and hashtag. Plain https links: no network's script or SDK is loaded.

/** What a post carries. `hashtag` is a bare tag: a leading '#' is dropped. */
export interface SharePost {
  url: string;
  title: string;
  description: string;
  /** An absolute image URL, or '' where the site has none. */
  media: string;
  hashtag: string;
}

export type Placeholder = keyof SharePost;

export interface ShareNetwork {
  id: string;
  /** A brand name: shown as it is in every language. */
  name: string;
  /**
   * `https://host/path?key=value&…`, each value a text with `{placeholder}`s. A value is filled
   * with the raw texts and then encoded whole (a literal '#' or space in it is text, not syntax);
   * a parameter whose placeholders all come out empty is left out, so no `hashtags=` or stray '#'
   * (a fixed value without placeholders stays).
   * A '\n' in a value starts a new line of the message; empty lines are dropped.
   */
  template: string;
}

/**
 * Six networks whose share pages take a link and need no image, none of them a login wall for
 * the reader of the post: the widest reach across the nine locales' markets (Facebook,
 * WhatsApp, X, LinkedIn, Telegram, Reddit).
 */
export const SHARE_NETWORKS: readonly ShareNetwork[] = [
  {
    id: 'facebook',
    name: 'Facebook',
    template: 'https://www.facebook.com/sharer/sharer.php?u={url}&hashtag=#{hashtag}',
  },
  {
    id: 'x',
    name: 'X',
    template: 'https://x.com/intent/tweet?text={title}&url={url}&hashtags={hashtag}',
  },
  {
    id: 'whatsapp',
    name: 'WhatsApp',
    template: 'https://wa.me/?text={title}\n{description}\n{url}',
  },
  {
    id: 'linkedin',
    name: 'LinkedIn',
    template: 'https://www.linkedin.com/sharing/share-offsite/?url={url}',
  },
  {
    id: 'telegram',
    name: 'Telegram',
    template: 'https://t.me/share/url?url={url}&text={title}\n{description}',
  },
  {
    id: 'reddit',
    name: 'Reddit',
    template: 'https://www.reddit.com/submit?url={url}&title={title}',
  },
];

const PLACEHOLDER = /\{(url|title|description|media|hashtag)\}/g;
const KNOWN_PLACEHOLDER = /^\{(url|title|description|media|hashtag)\}$/;

/** The post's texts as they go into a template: trimmed, the hashtag without its '#'. */
function cleaned(post: SharePost): SharePost {
  return {
    url: post.url.trim(),
    title: post.title.trim(),
    description: post.description.trim(),
    media: post.media.trim(),
    hashtag: post.hashtag.trim().replace(/^#+/, '').replace(/\s+/g, ''),
  };
}

/** Runs of spaces made one, lines trimmed, empty lines dropped. */
function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** One query value: '' when every placeholder in it is empty (the parameter is then left out). */
function fillValue(valueTemplate: string, post: SharePost): string {
  // A fixed value (no placeholder) stays as it is.
  let anyFilled = !valueTemplate.includes('{');
  // One pass: a title that reads '{url}' stays text, it is never filled in turn.
  const filled = valueTemplate.replace(PLACEHOLDER, (_, name: Placeholder) => {
    if (post[name] !== '') anyFilled = true;
    return post[name];
  });
  return anyFilled ? tidy(filled) : '';
}

/** The template filled with the post: every value encodeURIComponent-ed, empty ones left out. */
export function fillShareTemplate(template: string, post: SharePost): string {
  const texts = cleaned(post);
  const at = template.indexOf('?');
  const base = at < 0 ? template : template.slice(0, at);
  if (base.includes('{')) throw new Error(`share template has a placeholder outside its query: ${template}`);
  const unknown = (template.match(/\{[^}]*\}/g) ?? []).filter((name) => !KNOWN_PLACEHOLDER.test(name));
  if (unknown.length > 0) throw new Error(`share template has unknown placeholders ${unknown.join(', ')}`);
  if (at < 0) return base;
  const params = template
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      const value = fillValue(eq < 0 ? '' : pair.slice(eq + 1), texts);
      return value === '' ? null : `${key}=${encodeURIComponent(value)}`;
    })
    .filter((param): param is string => param !== null);
  return params.length > 0 ? `${base}?${params.join('&')}` : base;
}

export interface ShareLink {
  network: ShareNetwork;
  href: string;
}

/** Each network's share page for the post. */
export function shareLinks(post: SharePost, networks: readonly ShareNetwork[] = SHARE_NETWORKS): ShareLink[] {
  return networks.map((network) => ({ network, href: fillShareTemplate(network.template, post) }));
}
