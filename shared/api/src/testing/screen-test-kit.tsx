// Screen tests render a page at a URL with the real providers and mock only fetch (the edge).
// The remotes' test kits build on this (test-only: imported by tests, never by @iq/api's index).
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { i18n, initI18n } from '@iq/i18n';
import { AppProviders } from '../providers';
import type { RuntimeState } from '../runtime-slice';
import { createAppStore } from '../store';

/** English with the remote's namespace loaded up front, so no screen suspends (fake timers too). */
export async function loadEnglish(ns: string) {
  await initI18n('en-US');
  await i18n.loadNamespaces(ns);
}

export interface RecordedCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

export interface Reply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}
export type Answer = Reply | ((call: RecordedCall) => Reply);

/**
 * fetch answers by 'METHOD /api/path' (a function answers per call; a list answers in turn, its
 * last one from then on); everything else is a 404.
 */
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

/** Where the page navigated to: path and query. */
export const currentLocation = () => screen.getByTestId('location').textContent;

/** An order number of the right shape (orderNumberSchema). */
export const ORDER_NUMBER = 'Ord3rNumb3r_abcdefghijklm';
