// The consent-gated tracker (issue 13): one per page. The shell starts it with the runtime
// config and the configured third parties; screens call trackEvent(). Nothing third-party is
// imported or requested until the visitor has granted consent, and only what is configured.
import type { TrackingConfig } from '@iq/contracts';
import { clientStorage } from '../client-storage';
import {
  CONSENT_SESSION_KEY,
  consentDefaultCommand,
  consentState,
  consentUpdateCommand,
  type ConsentChoice,
  type ConsentState,
} from './consent';
import { dataLayer, gtag } from './data-layer';
import {
  planEvent,
  pixelsToLoad,
  rememberTrackedQuery,
  type PixelDispatch,
  type TrackedQuery,
  type TrackingEventName,
  type TrackingEventParams,
} from './events';

/** The client-session entry (IQ-tracked-query) with the tracked query keys of the visit. */
export const TRACKED_QUERY_SESSION_KEY = 'tracked-query';

export interface TrackingContext {
  logid: string;
  countryCode: string;
  mode: string;
  /** The configured third parties (the page's data block); null: none, nothing ever loads. */
  config: TrackingConfig | null;
}

interface TrackedEvent {
  name: TrackingEventName;
  params: TrackingEventParams;
}

type Adapters = typeof import('./adapters');

let context: TrackingContext | null = null;
/** Events sent before the tracker started (a page's effects run before the shell's). */
let early: TrackedEvent[] = [];
/** Events made while the banner waits for the visitor: sent to pixels on accept, dropped on decline. */
let undecided: TrackedEvent[] = [];
let adapters: Promise<Adapters> | null = null;
const loadedThirdParties = new Set<'tagManager' | 'botProtection'>();
const listeners = new Set<() => void>();

function rememberedQuery(): TrackedQuery {
  return clientStorage.readSession<TrackedQuery>(TRACKED_QUERY_SESSION_KEY) ?? {};
}

function storedChoice(): ConsentChoice | undefined {
  const choice = clientStorage.readSession<string>(CONSENT_SESSION_KEY);
  return choice === 'accepted' || choice === 'declined' ? choice : undefined;
}

/** The consent state for the running page (all denied, no banner, before the tracker starts). */
export function currentConsent(): ConsentState {
  if (!context) return { offerBanner: false, granted: false };
  return consentState({ countryCode: context.countryCode, mode: context.mode, choice: storedChoice() });
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function adaptersModule(): Promise<Adapters> {
  adapters ??= import('./adapters');
  return adapters;
}

/** Loads what consent allows and the visit needs; imports nothing when that is nothing. */
function loadThirdParties(): void {
  const config = context?.config;
  if (!context || !config || !currentConsent().granted) return;
  const pixels = pixelsToLoad(config.pixels, rememberedQuery());
  const tagManager = config.tagManager && !loadedThirdParties.has('tagManager');
  // spec §7: the bot-protection service unless the mode contains 'fb'.
  const botProtection =
    config.botProtection && !context.mode.includes('fb') && !loadedThirdParties.has('botProtection');
  if (!pixels.length && !tagManager && !botProtection) return;
  if (tagManager) loadedThirdParties.add('tagManager');
  if (botProtection) loadedThirdParties.add('botProtection');
  void adaptersModule().then((module) => {
    if (tagManager && config.tagManager) module.loadTagManager(config.tagManager);
    if (botProtection && config.botProtection) module.loadBotProtection(config.botProtection);
    for (const network of pixels) {
      const pixel = config.pixels?.[network];
      if (pixel) module.loadPixel(network, pixel);
    }
  });
}

function sendToPixels(event: TrackedEvent, dispatches: PixelDispatch[], eventId: string): void {
  const pixels = context?.config?.pixels;
  if (!dispatches.length || !pixels) return;
  void adaptersModule().then((module) => {
    for (const dispatch of dispatches) {
      const pixel = pixels[dispatch.network];
      if (!pixel) continue;
      module.loadPixel(dispatch.network, pixel);
      module.sendToPixel({ name: event.name, eventId, params: event.params }, dispatch);
    }
  });
}

function dispatchEvent(event: TrackedEvent, toDataLayer: boolean): void {
  if (!context) return;
  const consent = currentConsent();
  const plan = planEvent({
    name: event.name,
    logid: context.logid,
    params: event.params,
    consentGranted: consent.granted,
    query: rememberedQuery(),
    pixels: context.config?.pixels,
  });
  if (toDataLayer) dataLayer().push(plan.dataLayer);
  if (consent.granted) sendToPixels(event, plan.pixels, context.logid);
  else if (consent.offerBanner && context.config?.pixels) undecided.push(event);
}

/**
 * Starts (or, on a new locale, updates) the tracker: the consent defaults go to the data layer
 * before any tag, the query's tracked keys are remembered, and a visitor who accepted earlier in
 * this session gets the configured third parties at once.
 */
export function startTracking(next: TrackingContext): void {
  const first = context === null;
  context = next;
  if (first) {
    gtag(...consentDefaultCommand());
    rememberQuery(window.location.search);
    if (currentConsent().granted) gtag(...consentUpdateCommand());
  }
  loadThirdParties();
  const waiting = early;
  early = [];
  for (const event of waiting) dispatchEvent(event, true);
  for (const listener of listeners) listener();
}

/** Remembers the tracked keys of a query the visitor arrives at (spec §9: they survive navigation). */
export function rememberQuery(search: string): void {
  const before = rememberedQuery();
  const after = rememberTrackedQuery(before, search);
  if (JSON.stringify(after) === JSON.stringify(before)) return;
  clientStorage.writeSession(TRACKED_QUERY_SESSION_KEY, after);
  loadThirdParties(); // a new click id may need its pixel
}

/** The visitor's choice on the banner, kept in the client session (spec §4). */
export function chooseConsent(choice: ConsentChoice): void {
  clientStorage.writeSession(CONSENT_SESSION_KEY, choice);
  const waiting = undecided;
  undecided = [];
  if (currentConsent().granted) {
    gtag(...consentUpdateCommand());
    loadThirdParties();
    for (const event of waiting) dispatchEvent(event, false);
  }
  for (const listener of listeners) listener();
}

/** spec §7: one tracking event, with the log id as event id; safe to call before the tracker starts. */
export function trackEvent(name: TrackingEventName, params: TrackingEventParams = {}): void {
  if (typeof window === 'undefined') return; // server rendering tracks nothing
  const event = { name, params };
  if (!context) early.push(event);
  else dispatchEvent(event, true);
}
