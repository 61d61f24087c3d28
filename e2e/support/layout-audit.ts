// The layout audit's checks (issue 38): each one measures the page from outside, in the browser
// (document and element boxes, the browser's own layout-shift entries), never from the product's
// code. The audit and the tests that prove it red call these same functions.
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';

export const AUDIT_SHOTS = path.join(__dirname, '..', 'artifacts', 'layout-audit');

/** Issue 38: CLS ≤ 0.05 after load. */
export const CLS_BUDGET = 0.05;

/** One measured failure: what, where, and the numbers that show it. */
export interface Finding {
  check: 'load' | 'overflow' | 'shift' | 'fold' | 'drawing' | 'header' | 'text';
  where: string;
  detail: string;
}

declare global {
  interface Window {
    __auditShifts?: { value: number; at: number; sources: string[] }[];
  }
}

/**
 * Records every layout shift from the first byte on, as the browser reports it (the
 * PerformanceObserver 'layout-shift' entries, buffered), except those right after an input,
 * which CLS leaves out too. Install before the first navigation of the context.
 */
export async function recordLayoutShifts(context: BrowserContext | Page): Promise<void> {
  await context.addInitScript(() => {
    window.__auditShifts = [];
    const name = (node: Node | null) => {
      if (!(node instanceof Element)) return node ? node.nodeName : '?';
      const id = node.getAttribute('data-testid');
      const cls = typeof node.className === 'string' ? node.className.split(' ')[0] : '';
      return `${node.tagName.toLowerCase()}${id ? `[${id}]` : ''}${cls ? `.${cls}` : ''}`;
    };
    interface ShiftEntry extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }
    // The header's heights since load, each with when it was first seen (ms) and, when taller
    // than its one row, what in it reaches lowest (innermost elements): a header that grows moves
    // the page below it, which alone is named as the shift's source, and may be back to one row
    // by the time the shift is reported. Watched from the moment the header is in the document.
    const heights: string[] = [];
    const watchHeader = (head: Element) =>
      new ResizeObserver(([entry]) => {
        const height = Math.round(entry!.borderBoxSize[0]?.blockSize ?? head.getBoundingClientRect().height);
        const low = Array.from(head.querySelectorAll('*'))
          .filter((el) => !el.childElementCount)
          .filter((el) => el.getBoundingClientRect().bottom - head.getBoundingClientRect().top > 64)
          .slice(0, 2)
          .map((el) => ` ${name(el)} "${(el.textContent ?? '').trim().slice(0, 20)}"`);
        heights.push(`${height} px @${Math.round(performance.now())}${low.join('')}`);
      }).observe(head);
    const untilHeader = new MutationObserver(() => {
      const head = document.querySelector('header');
      if (!head) return;
      untilHeader.disconnect();
      watchHeader(head);
    });
    untilHeader.observe(document, { childList: true, subtree: true });
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as ShiftEntry[]) {
          if (entry.hadRecentInput) continue;
          window.__auditShifts!.push({
            value: entry.value,
            at: Math.round(entry.startTime),
            sources: (entry.sources ?? [])
              .map((s) => `${name(s.node)} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)}`)
              .concat(heights.length ? [`header ${heights.join(', ')}`] : []),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    } catch {
      // A browser without layout-shift entries: the audit then reports no score (see below).
    }
  });
}

/** Clears the shifts recorded so far (before a step whose own shifts are measured). */
export async function resetLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__auditShifts = [];
  });
}

/**
 * The page's layout shift score since the load (or the last reset): the sum of all its shifts,
 * which is never less than CLS's largest session window. Null when nothing was recorded at all
 * (the recorder missing), which the audit counts as a failure.
 */
export async function layoutShiftScore(
  page: Page,
): Promise<{ score: number; shifts: { value: number; at: number; sources: string[] }[] } | null> {
  return page.evaluate(() => {
    const shifts = window.__auditShifts;
    if (!shifts) return null;
    return { score: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
  });
}

/**
 * Measures what an answer moves on the page. Each answer to `url` (a route pattern) is held;
 * the function returned opens a page with `waiting` (which also waits for what the page shows
 * meanwhile), lets the answer through, waits with `answered` for what it brings, and returns the
 * layout shifts since the answer was let through. Call before the page's first visit.
 */
export async function shiftsOnAnswer(page: Page, url: string) {
  let held: (release: () => void) => void = () => {};
  await page.route(url, async (route) => {
    await new Promise<void>((release) => held(release));
    await route.continue();
  });
  await recordLayoutShifts(page);
  return async (waiting: () => Promise<void>, answered: () => Promise<void>) => {
    const release = new Promise<() => void>((resolve) => (held = resolve));
    await waiting();
    await resetLayoutShifts(page);
    (await release)();
    await answered();
    // A few frames and a moment, for a shift the answer caused to be reported.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await page.waitForTimeout(100);
    return layoutShiftScore(page);
  };
}

/** Load, the app running, its requests quiet (0.5 s without one), then a short settle. */
export async function settle(page: Page, settleMs = 300): Promise<void> {
  await page.waitForLoadState('load');
  await page.locator('html[data-app-ready="true"]').waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle', { timeout: 4_000 }).catch(() => undefined);
  await page.waitForTimeout(settleMs);
}

/**
 * The header's controls on one row: the brand (the link home), the language and the menu
 * button each overlap the others vertically. Returns why not, or null.
 */
export async function headerOneRow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) return null;
    const parts = [
      header.querySelector('a[href="/"]'),
      header.querySelector('select'),
      header.querySelector('button[aria-controls]'),
    ].filter((el): el is Element => !!el && el.getBoundingClientRect().height > 0);
    const boxes = parts.map((el) => el.getBoundingClientRect());
    const top = Math.max(...boxes.map((b) => b.top));
    const bottom = Math.min(...boxes.map((b) => b.bottom));
    if (boxes.length > 1 && top >= bottom) {
      return `the header's controls sit on more than one row (y ${boxes.map((b) => Math.round(b.top)).join(', ')}; header ${Math.round(header.getBoundingClientRect().height)} px tall)`;
    }
    return null;
  });
}

/**
 * Horizontal overflow: the document wider than the viewport, or any element whose visible box
 * ends right of it. An element's box counts as far as its ancestors let it show: a scrolling or
 * clipping ancestor (overflow other than visible, or a `clip` of nothing) cuts it, as a person
 * sees it. Returns a description of each offender (at most 8), empty when the page fits.
 */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const found: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > viewport) found.push(`document ${scrollWidth} px wide in a ${viewport} px viewport`);
    const clips = (el: Element) => {
      const style = getComputedStyle(el);
      return (
        style.overflowX !== 'visible' ||
        (style.position === 'absolute' && style.clip === 'rect(0px, 0px, 0px, 0px)')
      );
    };
    const describe = (el: Element) => {
      const id = el.getAttribute('data-testid');
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
      const text = (el.textContent ?? '').trim().slice(0, 30);
      return `${el.tagName.toLowerCase()}${id ? `[${id}]` : ''}${cls} "${text}"`;
    };
    const offenders: Element[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      let right = box.right + window.scrollX;
      let left = box.left + window.scrollX;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (!clips(up)) continue;
        const clip = up.getBoundingClientRect();
        right = Math.min(right, clip.right + window.scrollX);
        left = Math.max(left, clip.left + window.scrollX);
      }
      if (right - left <= 0) continue;
      if (right > viewport + 0.5) offenders.push(el);
    }
    // The outermost offenders name the cause; their descendants repeat it.
    const outermost = offenders.filter((el) => !offenders.some((o) => o !== el && o.contains(el)));
    for (const el of outermost.slice(0, 8)) {
      found.push(`${describe(el)} ends at ${Math.round(el.getBoundingClientRect().right)} px`);
    }
    return found;
  });
}

/**
 * The main action shows without scrolling: wholly inside the first screen, and what the browser
 * would hit at its centre is the action itself (not a banner over it).
 */
export async function visibleWithoutScrolling(page: Page, action: Locator): Promise<string | null> {
  if ((await action.count()) === 0) return 'no main action on the page';
  const handle = await action.first().elementHandle();
  if (!handle) return 'no main action on the page';
  return handle.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const height = window.innerHeight;
    const width = document.documentElement.clientWidth;
    if (window.scrollY !== 0) return `the page opened scrolled to ${window.scrollY}`;
    if (box.width === 0 || box.height === 0) return 'the main action is not shown';
    if (box.top < 0 || box.bottom > height || box.left < 0 || box.right > width) {
      return `the main action spans y ${Math.round(box.top)}–${Math.round(box.bottom)} in a ${height} px screen`;
    }
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!hit || !(el === hit || el.contains(hit))) {
      const cover = hit
        ? `${hit.tagName.toLowerCase()} "${(hit.textContent ?? '').trim().slice(0, 40)}"`
        : 'nothing';
      return `the main action is covered by ${cover}`;
    }
    return null;
  });
}

/** The question's drawing opens at the top: its top edge on the first screen, in its upper half. */
export async function drawingAtTop(page: Page, drawing: Locator): Promise<string | null> {
  const handle = await drawing.first().elementHandle();
  if (!handle) return 'no drawing on the page';
  return handle.evaluate((el) => {
    const box = el.getBoundingClientRect();
    // Scrolled into view, a box may sit a fraction of a pixel above the top.
    if (box.top < -1 || box.top > window.innerHeight / 2) {
      return `the drawing's top is at ${Math.round(box.top)} px (scrollY ${Math.round(window.scrollY)}, screen ${window.innerHeight} px)`;
    }
    return null;
  });
}

/**
 * Line breaks as laid out, read character by character (a Range's box per character): in
 * Korean, a line that ends between two Hangul letters broke a word ("당신/은"); in headings, a
 * last line of one letter, punctuation aside, is an orphan ("い？"). Returns each case found (at most 8).
 */
export async function badLineBreaks(page: Page, { words, orphans }: { words: boolean; orphans: boolean }) {
  return page.evaluate(
    ({ words, orphans }) => {
      const found: string[] = [];
      const hangul = /[\uac00-\ud7af]/;
      const elements = Array.from(
        document.querySelectorAll('main h1, main h2, main h3, main p, main li, main a'),
      );
      for (const el of elements) {
        const lines: string[] = [];
        let top: number | null = null;
        let prev = ' ';
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        let block: Element | null = null;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          // A new block (a flex or grid item, a list item) starts its own line on purpose.
          let container = node.parentElement;
          while (container && container !== el && getComputedStyle(container).display === 'inline') {
            container = container.parentElement;
          }
          if (container !== block) prev = ' ';
          block = container;
          for (let i = 0; i < text.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const box = range.getClientRects()[0];
            const ch = text[i]!;
            if (!box || /\s/.test(ch)) {
              prev = ' ';
              continue;
            }
            if (top === null || box.top > top + box.height / 2) {
              if (top !== null && words && hangul.test(prev) && hangul.test(ch)) {
                found.push(
                  `${el.tagName.toLowerCase()} breaks a word: "${(lines.at(-1) ?? '').slice(-4)}/${text.slice(i, i + 4)}"`,
                );
              }
              lines.push('');
              top = box.top;
            }
            lines[lines.length - 1] += ch;
            prev = ch;
          }
        }
        // An orphan: a last line of one letter or none, punctuation aside ("い？"; "解約", a word, is not).
        const last = (lines.at(-1) ?? '').replace(/[\p{P}\p{S}]/gu, '');
        if (orphans && /^H[1-3]$/.test(el.tagName) && lines.length > 1 && [...last].length <= 1) {
          found.push(`${el.tagName.toLowerCase()} leaves "${lines.at(-1)}" alone on its last line`);
        }
      }
      return found.slice(0, 8);
    },
    { words, orphans },
  );
}

/** A file name for a failure's screenshot. */
export function shotPath(name: string): string {
  fs.mkdirSync(AUDIT_SHOTS, { recursive: true });
  return path.join(AUDIT_SHOTS, `${name.replace(/[^\w.-]+/g, '_').slice(0, 120)}.png`);
}
