// Third-party adapters (issue 13), loaded by dynamic import only after the visitor has granted
// consent, so none of this is in the first view. Each adds one script element from the
// configured URL (the CSP allows exactly the configured hosts) and, like the vendors' own
// snippets, a queue function that holds calls until its script arrives.
import type { PixelNetwork, TrackingConfig } from '@iq/contracts';
import type { PixelDispatch, TrackingEventName, TrackingEventParams } from './events';
import { gtag } from './data-layer';

type Queue = ((...args: unknown[]) => void) & { queue?: unknown[][]; push?: unknown };
type Globals = Record<string, unknown>;

function addScript(src: string, attributes: Record<string, string> = {}, onload?: () => void): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  if (onload) script.addEventListener('load', onload);
  document.head.appendChild(script);
}

function withQuery(url: string, key: string, value: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set(key, value);
  return parsed.toString();
}

/** A vendor-style queue function on window (fbq, ttq, snaptr, pintrk): calls wait in `queue`. */
function queueFunction(name: string): Queue {
  const globals = window as unknown as Globals;
  const existing = globals[name] as Queue | undefined;
  if (existing) return existing;
  const fn: Queue = (...args: unknown[]) => void fn.queue?.push(args);
  fn.queue = [];
  globals[name] = fn;
  return fn;
}

export function loadTagManager(config: NonNullable<TrackingConfig['tagManager']>): void {
  dataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
  addScript(withQuery(config.scriptUrl, 'id', config.id));
}

export function loadBotProtection(config: NonNullable<TrackingConfig['botProtection']>): void {
  addScript(withQuery(config.scriptUrl, 'render', config.siteKey), { 'data-sitekey': config.siteKey });
}

function dataLayer(entry: Record<string, unknown>) {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
}

/** Each network's name for our five events (its own standard events). */
const EVENT_NAMES: Record<PixelNetwork, Record<TrackingEventName, string>> = {
  facebook: {
    view_content: 'ViewContent',
    add_payment_info: 'AddPaymentInfo',
    initiate_checkout: 'InitiateCheckout',
    add_to_cart: 'AddToCart',
    purchase: 'Purchase',
  },
  google: {
    view_content: 'view_item',
    add_payment_info: 'add_payment_info',
    initiate_checkout: 'begin_checkout',
    add_to_cart: 'add_to_cart',
    purchase: 'purchase',
  },
  tiktok: {
    view_content: 'ViewContent',
    add_payment_info: 'AddPaymentInfo',
    initiate_checkout: 'InitiateCheckout',
    add_to_cart: 'AddToCart',
    purchase: 'CompletePayment',
  },
  snapchat: {
    view_content: 'VIEW_CONTENT',
    add_payment_info: 'ADD_BILLING',
    initiate_checkout: 'START_CHECKOUT',
    add_to_cart: 'ADD_CART',
    purchase: 'PURCHASE',
  },
  microsoft: {
    view_content: 'page_view',
    add_payment_info: 'add_payment_info',
    initiate_checkout: 'begin_checkout',
    add_to_cart: 'add_to_cart',
    purchase: 'purchase',
  },
  pinterest: {
    view_content: 'pagevisit',
    add_payment_info: 'custom',
    initiate_checkout: 'checkout',
    add_to_cart: 'addtocart',
    purchase: 'checkout',
  },
};

export interface PixelEvent {
  name: TrackingEventName;
  eventId: string;
  params: TrackingEventParams;
}

interface PixelAdapter {
  load(pixelId: string, scriptUrl: string): void;
  track(event: PixelEvent, dispatch: PixelDispatch): void;
}

const money = ({ value, currency }: TrackingEventParams) =>
  value === undefined ? {} : { value, currency: currency ?? 'USD' };

const ADAPTERS: Record<PixelNetwork, PixelAdapter> = {
  facebook: {
    load(id, url) {
      queueFunction('fbq')('init', id);
      addScript(url);
    },
    track(event) {
      queueFunction('fbq')('track', EVENT_NAMES.facebook[event.name], money(event.params), {
        eventID: event.eventId,
      });
    },
  },
  google: {
    load(id, url) {
      gtag('js', new Date());
      gtag('config', id);
      addScript(withQuery(url, 'id', id));
    },
    track(event, dispatch) {
      gtag('event', EVENT_NAMES.google[event.name], {
        send_to: dispatch.pixelId,
        transaction_id: event.eventId,
        ...money(event.params),
      });
    },
  },
  tiktok: {
    load(id, url) {
      queueFunction('ttq')('load', id);
      addScript(withQuery(url, 'sdkid', id));
    },
    track(event, dispatch) {
      const params = {
        ...money(event.params),
        ...(dispatch.testId ? { test_event_code: dispatch.testId } : {}),
      };
      queueFunction('ttq')('track', EVENT_NAMES.tiktok[event.name], params, { event_id: event.eventId });
    },
  },
  snapchat: {
    load(id, url) {
      queueFunction('snaptr')('init', id);
      addScript(url);
    },
    track(event) {
      queueFunction('snaptr')('track', EVENT_NAMES.snapchat[event.name], {
        client_dedup_id: event.eventId,
        ...money(event.params),
      });
    },
  },
  microsoft: {
    load(id, url) {
      const globals = window as unknown as Globals;
      globals.uetq = globals.uetq ?? [];
      // Bing's snippet: once bat.js is there, the array queue becomes its tracker.
      addScript(url, {}, () => {
        const UET = globals.UET as (new (options: unknown) => unknown) | undefined;
        if (UET) globals.uetq = new UET({ ti: id, q: globals.uetq });
      });
    },
    track(event) {
      const uetq = (window as unknown as Globals).uetq as { push: (...args: unknown[]) => void };
      uetq.push('event', EVENT_NAMES.microsoft[event.name], {
        event_id: event.eventId,
        ...money(event.params),
      });
    },
  },
  pinterest: {
    load(id, url) {
      queueFunction('pintrk')('load', id);
      queueFunction('pintrk')('page');
      addScript(url);
    },
    track(event) {
      queueFunction('pintrk')('track', EVENT_NAMES.pinterest[event.name], {
        event_id: event.eventId,
        ...money(event.params),
      });
    },
  },
};

const loadedPixels = new Set<PixelNetwork>();

export function loadPixel(network: PixelNetwork, config: { id: string; scriptUrl: string }): void {
  if (loadedPixels.has(network)) return;
  loadedPixels.add(network);
  ADAPTERS[network].load(config.id, config.scriptUrl);
}

export function sendToPixel(event: PixelEvent, dispatch: PixelDispatch): void {
  ADAPTERS[dispatch.network].track(event, dispatch);
}

export { EVENT_NAMES as PIXEL_EVENT_NAMES };
