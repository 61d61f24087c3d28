// Issue 41, the page-view beacon's first-view part: until its idle chunk (start-rum.ts) arrives,
// uncaught errors and the pages the visitor arrives at are kept here, in order. Every page ships
// this file before it is interactive: keep it this small.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { RemoteName } from '@iq/contracts';

/** An uncaught error or unhandled rejection, or the pathname of a page the visitor arrived at. */
export type EarlyRumEvent = Event | string;

/** An error loop before the chunk arrives (or when it never does) must not grow the buffer. */
const MAX_EARLY_ERRORS = 100;

export interface EarlyRum {
  /** Remotes whose canary failed to load on this page load: their live build serves. */
  fellBack: Set<RemoteName>;
  /** The router's pathname, at every arrival; the chunk's own handler once it took over. */
  page(pathname: string): void;
  /** The chunk takes over: the buffer stops listening and hands over what it kept. */
  takeOver(page: (pathname: string) => void): EarlyRumEvent[];
}

export function bufferEarlyRum(win: Window): EarlyRum {
  const events: EarlyRumEvent[] = [win.location.pathname];
  let errors = 0;
  const keep = (event: Event) => {
    if (errors++ < MAX_EARLY_ERRORS) events.push(event);
  };
  let onPage: (pathname: string) => void = (pathname) => void events.push(pathname);
  win.addEventListener('error', keep);
  win.addEventListener('unhandledrejection', keep);
  return {
    fellBack: new Set(),
    page: (pathname) => onPage(pathname),
    takeOver(page) {
      win.removeEventListener('error', keep);
      win.removeEventListener('unhandledrejection', keep);
      onPage = page;
      return events;
    },
  };
}

/**
 * React's `onCaughtError` for the app's root: logs the error as React's default does, and hands it
 * to the beacon as an `error` event on the window (the buffer's listener, then the chunk's), whose
 * stack names the remote that threw.
 */
export function caughtErrorReporter(win: Window) {
  return (error: unknown) => {
    console.error(error);
    win.dispatchEvent(new ErrorEvent('error', { error, message: String(error) }));
  };
}

/** Tells the beacon each page the router shows (rendered inside the router, beside the app). */
export function ReportPages({ rum }: { rum: EarlyRum }) {
  const { pathname } = useLocation();
  useEffect(() => rum.page(pathname), [rum, pathname]);
  return null;
}
