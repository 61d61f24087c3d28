import { SHARE_NETWORKS, fillShareTemplate, shareLinks, type SharePost } from './share-networks';

const LINK = 'https://iq.example/report/shared/Sh4reT0ken_abc?x=1&y=2#top';
const POST: SharePost = {
  url: LINK,
  title: 'My IQ test result',
  description: 'I took an online IQ test.',
  media: '',
  hashtag: '#IQTest',
};

describe('the six networks', () => {
  test('six distinct networks, each with an https share page of its own host', () => {
    expect(SHARE_NETWORKS).toHaveLength(6);
    expect(new Set(SHARE_NETWORKS.map((n) => n.id)).size).toBe(6);
    expect(new Set(SHARE_NETWORKS.map((n) => new URL(n.template.split('?')[0]!).host)).size).toBe(6);
  });

  test.each(SHARE_NETWORKS.map((n) => [n.name, n] as const))(
    '%s: https, carries the encoded link, every placeholder filled',
    (_, network) => {
      const [link] = shareLinks(POST, [network]);
      const href = link!.href;
      expect(new URL(href).protocol).toBe('https:');
      expect(href.startsWith('https://')).toBe(true);
      expect(href).toContain(encodeURIComponent(LINK));
      // The link's own '?', '&' and '#' never reach the share page's URL as syntax.
      expect(href).not.toContain(LINK);
      expect(href).not.toMatch(/[{}]/);
      expect(href).not.toMatch(/[?&][a-z]+=(&|$)/i);
      // The network gets the link back whole.
      const values = [...new URL(href).searchParams.values()];
      expect(values.some((value) => value.includes(LINK))).toBe(true);
    },
  );

  test('a hostile title is text: encoded, never markup, never a parameter of its own', () => {
    const title = `"><script>alert(1)</script>&u=https://evil.example #x {url} 100%`;
    const links = shareLinks({ ...POST, title });
    for (const { network, href } of links) {
      expect(href).not.toMatch(/[<>"\s]/);
      expect(href).not.toContain('&u=https://evil');
      const url = new URL(href);
      // Only the template's own parameters, and the title, where used, arrives whole.
      const keys = network.template
        .split('?')[1]!
        .split('&')
        .map((pair) => pair.split('=')[0]);
      expect([...url.searchParams.keys()].every((key) => keys.includes(key))).toBe(true);
      expect(url.hash).toBe('');
      for (const value of url.searchParams.values())
        if (value.includes('evil')) expect(value).toContain(title);
    }
    // '{url}' in the title stays text: filled once, not again.
    const x = links.find((l) => l.network.id === 'x')!;
    expect(new URL(x.href).searchParams.get('text')).toBe(title);
  });

  test('the hashtag goes without its #; Facebook writes it with one, X without', () => {
    const [facebook, x] = ['facebook', 'x'].map((id) => SHARE_NETWORKS.find((n) => n.id === id)!);
    expect(new URL(fillShareTemplate(facebook!.template, POST)).searchParams.get('hashtag')).toBe('#IQTest');
    expect(new URL(fillShareTemplate(x!.template, POST)).searchParams.get('hashtags')).toBe('IQTest');
  });

  test('empty texts leave no dangling parameter, # or blank line', () => {
    const bare = { ...POST, title: '  ', description: '', hashtag: '' };
    const byId = Object.fromEntries(shareLinks(bare).map((l) => [l.network.id, l.href]));
    expect(byId.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(LINK)}`);
    expect(byId.x).toBe(`https://x.com/intent/tweet?url=${encodeURIComponent(LINK)}`);
    expect(byId.whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(LINK)}`);
    expect(byId.telegram).toBe(`https://t.me/share/url?url=${encodeURIComponent(LINK)}`);
    expect(byId.reddit).toBe(`https://www.reddit.com/submit?url=${encodeURIComponent(LINK)}`);
  });

  test('a full message: title, description and link on their own lines', () => {
    const whatsapp = SHARE_NETWORKS.find((n) => n.id === 'whatsapp')!;
    const text = new URL(fillShareTemplate(whatsapp.template, POST)).searchParams.get('text');
    expect(text).toBe(`My IQ test result\nI took an online IQ test.\n${LINK}`);
  });
});

describe('fillShareTemplate', () => {
  test('all five placeholders, media included, each encoded with encodeURIComponent', () => {
    const href = fillShareTemplate(
      'https://pin.example/create?url={url}&media={media}&description={title} {description}&tag={hashtag}',
      { ...POST, media: 'https://iq.example/og image.png', hashtag: '##IQ Test' },
    );
    expect(href).toBe(
      'https://pin.example/create' +
        `?url=${encodeURIComponent(LINK)}` +
        `&media=${encodeURIComponent('https://iq.example/og image.png')}` +
        `&description=${encodeURIComponent('My IQ test result I took an online IQ test.')}` +
        '&tag=IQTest',
    );
  });

  test('a fixed value stays; an unknown placeholder or one outside the query is refused', () => {
    expect(fillShareTemplate('https://a.example/s?mini=true&u={url}', { ...POST, url: 'x y' })).toBe(
      'https://a.example/s?mini=true&u=x%20y',
    );
    expect(() => fillShareTemplate('https://a.example/s?u={link}', POST)).toThrow(/\{link\}/);
    expect(() => fillShareTemplate('https://{url}/s', POST)).toThrow(/outside/);
  });
});
