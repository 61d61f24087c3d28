// Screen tests render a page at a URL with the real providers and mock only fetch (the edge).
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProviders, createAppStore, type RuntimeState } from '@iq/api';
import type { OrderReport, ReportQuestions } from '@iq/contracts';
import { i18n, initI18n } from '@iq/i18n';
import { NS } from '../i18n';

/** English with this remote's strings loaded up front, so no screen suspends (fake timers too). */
export async function loadEnglish() {
  await initI18n('en-US');
  await i18n.loadNamespaces(NS);
}

export interface RecordedCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

interface Reply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}
type Answer = Reply | ((call: RecordedCall) => Reply);

/** fetch answers by 'METHOD /api/path' (a list answers in turn, its last one from then on); else 404. */
export function mockApi(routes: Record<string, Answer | Answer[]>) {
  const calls: RecordedCall[] = [];
  const counters = new Map<string, number>();
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = await request.text();
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const key = `${call.method} ${call.path}`;
    const route = routes[key];
    let answer: Answer | undefined;
    if (Array.isArray(route)) {
      const index = counters.get(key) ?? 0;
      counters.set(key, index + 1);
      answer = route[Math.min(index, route.length - 1)];
    } else answer = route;
    const reply =
      typeof answer === 'function'
        ? answer(call)
        : (answer ?? { status: 404, body: { result: 404, message: 'Not found' } });
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  return { calls, spy, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

export const ok = (data: unknown): Reply => ({ status: 200, body: { result: 200, data } });
export const failure = (status: number, message = 'failed', result = status): Reply => ({
  status,
  body: { result, message },
});

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Render `element` at `url` inside the shell's providers; other paths render an empty page. */
export function renderAt(
  url: string,
  pattern: string,
  element: ReactElement,
  runtime: Partial<RuntimeState> = {},
) {
  const store = createAppStore({ hl: 'en-US', ...runtime });
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
  return store;
}

export const currentLocation = () => screen.getByTestId('location').textContent;

export const ORDER_NUMBER = 'Ord3rNumb3r_abcdefghijklm';

const ITEMS_BY_TIER = {
  sku1: ['iqScore', 'iqRank', 'report21'],
  sku2: ['iqScore', 'iqRank', 'report21', 'wrongAnalysis', 'brainTest'],
  sku3: ['iqScore', 'iqRank', 'report21', 'wrongAnalysis', 'brainTest', 'certificate', 'eqTest'],
  sku4: [
    'iqScore',
    'iqRank',
    'wrongAnalysis',
    'discount20',
    'trainingGuide',
    'brainTest',
    'eqTest',
    'report21',
  ],
} as const;
const UNLOCKED_BY = {
  iqScore: 'sku1',
  iqRank: 'sku1',
  report21: 'sku1',
  wrongAnalysis: 'sku2',
  brainTest: 'sku2',
  certificate: 'sku3',
  eqTest: 'sku3',
  discount20: 'sku4',
  trainingGuide: 'sku4',
} as const;

/** A completed report of `skuId` as the order service sends it: locked parts carry no content. */
export function reportOf(
  skuId: OrderReport['skuId'] = 'sku3',
  extra: Partial<OrderReport> = {},
): OrderReport {
  const has = (key: keyof typeof UNLOCKED_BY) => (ITEMS_BY_TIER[skuId] as readonly string[]).includes(key);
  const lock = (key: keyof typeof UNLOCKED_BY) => ({ locked: true as const, unlockedBy: UNLOCKED_BY[key] });
  return {
    orderNumber: ORDER_NUMBER,
    skuId,
    status: 'paid',
    state: 'completed',
    completedAt: '2026-11-20T10:00:00.000Z',
    examId: 1,
    code: 'web',
    iq: {
      locked: false,
      score: 112,
      band: 'normal',
      percentile: 78.8,
      interval90: { low: 104, high: 120 },
      measurable: { low: 73, high: 127 },
      bound: null,
    },
    ranking: {
      locked: false,
      percentile: 78.8,
      countries: [
        { code: 'JP', averageIq: 106, sample: 1520, seed: false },
        { code: 'DE', averageIq: 101, sample: 40, seed: true },
      ],
      ages: [
        { group: '18-24', averageIq: 101, sample: 820, seed: false },
        { group: '25-34', averageIq: 102, sample: 400, seed: false },
      ],
      source: 'mixed',
    },
    dimensions: {
      locked: false,
      rows: [
        {
          id: 'memory',
          level: 3,
          score: 50,
          referenceRange: { low: 31, high: 69 },
          interpretationKey: 'report.dimensions.memory.level3',
        },
        {
          id: 'logic',
          level: 4,
          score: 81,
          referenceRange: { low: 31, high: 69 },
          interpretationKey: 'report.dimensions.logic.level4',
        },
      ],
    },
    wrongCount: { locked: false, count: 8, answered: 29 },
    items: (Object.keys(UNLOCKED_BY) as (keyof typeof UNLOCKED_BY)[]).map((key) => ({
      key,
      locked: !has(key),
      unlockedBy: has(key) ? null : UNLOCKED_BY[key],
    })),
    certificate: has('certificate')
      ? { locked: false, code: 'K7M2Q9X4B1ZP', name: null }
      : lock('certificate'),
    ...extra,
  };
}

const SVG = (label: string) => `<svg xmlns="http://www.w3.org/2000/svg"><title>${label}</title></svg>`;

export function questionsOf(): ReportQuestions {
  const rule = {
    component: 'centre',
    attribute: 'size' as const,
    rule: 'progression' as const,
    reading: 'rows' as const,
    detail: { step: 1 },
  };
  return {
    orderNumber: ORDER_NUMBER,
    questions: [
      {
        number: 1,
        matrixSvg: SVG('m1'),
        optionSvgs: [0, 1, 2, 3, 4, 5].map((i) => SVG(`o${i}`)),
        yourAnswer: 2,
        correctAnswer: 2,
        correct: true,
        rules: [rule],
        mistakes: [],
      },
      {
        number: 2,
        matrixSvg: SVG('m2'),
        optionSvgs: [0, 1, 2, 3, 4, 5].map((i) => SVG(`o${i}`)),
        yourAnswer: 4,
        correctAnswer: 1,
        correct: false,
        rules: [
          {
            component: 'centre',
            attribute: 'shade',
            rule: 'progression',
            reading: 'columns',
            detail: { step: 1 },
          },
        ],
        mistakes: [{ component: 'centre', attribute: 'shade', mistake: 'off-by-one' }],
      },
      {
        number: 3,
        matrixSvg: SVG('m3'),
        optionSvgs: [0, 1, 2, 3, 4, 5].map((i) => SVG(`o${i}`)),
        yourAnswer: null,
        correctAnswer: 5,
        correct: false,
        rules: [rule],
        mistakes: [],
      },
    ],
  };
}
