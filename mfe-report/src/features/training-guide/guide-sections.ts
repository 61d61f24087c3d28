// The brain training guide's layout (issue 35): which keys of its namespace each section shows,
// in order. The words live in ./locales, one file per locale with exactly these keys.

export type GuideBlock =
  | { kind: 'paragraph'; key: string }
  | { kind: 'list'; keys: readonly string[] }
  | { kind: 'steps'; title: string; keys: readonly string[] };

export interface GuideSection {
  id: string;
  blocks: readonly GuideBlock[];
}

const paragraph = (key: string): GuideBlock => ({ kind: 'paragraph', key });
const items = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
const list = (count: number): GuideBlock => ({ kind: 'list', keys: items('li', count) });

export const GUIDE_SECTIONS: readonly GuideSection[] = [
  // How it works, with the honest note: practice improves the practised tasks, not IQ.
  { id: 'how', blocks: [paragraph('p1'), paragraph('p2'), paragraph('p3')] },
  { id: 'memory', blocks: [paragraph('p1'), list(4)] },
  { id: 'speed', blocks: [paragraph('p1'), list(3)] },
  { id: 'reasoning', blocks: [paragraph('p1'), list(4)] },
  { id: 'attention', blocks: [paragraph('p1'), list(3)] },
  { id: 'habits', blocks: [paragraph('p1'), list(4)] },
  {
    id: 'plan',
    blocks: [
      paragraph('p1'),
      list(4),
      { kind: 'steps', title: 'weeks', keys: items('w', 4) },
      paragraph('end'),
    ],
  },
];

/** Every key the guide shows, as dotted paths: what each locale file must hold, and no more. */
export function guideKeys(): string[] {
  return [
    'title',
    'intro',
    ...GUIDE_SECTIONS.flatMap(({ id, blocks }) => [
      `sections.${id}.title`,
      ...blocks
        .flatMap((block) =>
          block.kind === 'paragraph'
            ? [block.key]
            : block.kind === 'list'
              ? block.keys
              : [block.title, ...block.keys],
        )
        .map((key) => `sections.${id}.${key}`),
    ]),
  ];
}
