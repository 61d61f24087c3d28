import { readTrackingConfig } from './tracking-config';

function page(block: string | null): Document {
  const doc = document.implementation.createHTMLDocument();
  if (block !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'iq-tracking';
    script.textContent = block;
    doc.body.appendChild(script);
  }
  return doc;
}

test.each([
  ['no block', null, null],
  ['an empty block', '', null],
  ['a block that does not parse', '{oops', null],
  ['null', 'null', null],
  [
    'a configured pixel',
    '{"pixels":{"facebook":{"id":"1","scriptUrl":"https://pixel.example.test/fb.js"}}}',
    { pixels: { facebook: { id: '1', scriptUrl: 'https://pixel.example.test/fb.js' } } },
  ],
])('%s → %p', (_name, block, expected) => {
  expect(readTrackingConfig(page(block))).toEqual(expected);
});
