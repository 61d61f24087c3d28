// spec §7 "Device detection by user agent (in-app browsers, mobile or desktop) sets a mask-layer
// flag". Pure: the caller passes navigator.userAgent (or a request header) and decides what to show.

/** The apps whose built-in browser we name; 'other-webview' is an app's web view we cannot name. */
export const IN_APP_BROWSERS = [
  'facebook',
  'instagram',
  'messenger',
  'tiktok',
  'wechat',
  'line',
  'snapchat',
  'twitter',
  'linkedin',
  'pinterest',
  'kakaotalk',
  'other-webview',
] as const;
export type InAppBrowser = (typeof IN_APP_BROWSERS)[number];
export type DeviceOs = 'ios' | 'android' | 'other';

export interface DeviceInfo {
  /** The app whose built-in browser shows the page, or null in a real browser. */
  inApp: InAppBrowser | null;
  /** A phone or a tablet (touch-first layout), not a desktop. */
  mobile: boolean;
  os: DeviceOs;
}

// Order matters: Instagram and Messenger pages carry Facebook's FB* tokens on some builds, and
// WeChat's "MicroMessenger" contains "Messenger", so the narrower tokens come first.
const NAMED_APPS: ReadonlyArray<readonly [Exclude<InAppBrowser, 'other-webview'>, RegExp]> = [
  ['instagram', /\bInstagram\b/i],
  ['messenger', /FBAN\/Messenger|FB_IAB\/(?:Orca-Android|MESSENGER)/i],
  ['facebook', /FBAN\/|FBAV\/|FB_IAB\/|\bFBIOS\b|\bFB4A\b/],
  ['tiktok', /musical_ly|BytedanceWebview|\btrill_\d|\bTikTok\b/i],
  ['wechat', /MicroMessenger\//i],
  ['line', /\bLine\/\d/],
  ['snapchat', /\bSnapchat\b/i],
  ['twitter', /\bTwitter/i],
  ['linkedin', /LinkedInApp/i],
  ['pinterest', /\bPinterest(?!bot)/i],
  ['kakaotalk', /KAKAOTALK/i],
];

/** Android's system WebView marks itself with "; wv)" inside the platform brackets (Android 5+). */
const ANDROID_WEBVIEW = /;\s*wv\)/;
/**
 * On iOS every real browser (Safari, Chrome "CriOS", Firefox "FxiOS", Edge "EdgiOS") ends with
 * "Safari/…"; an app's own WKWebView does not.
 */
const IOS_SAFARI_TOKEN = /\bSafari\//;

function osOf(userAgent: string): DeviceOs {
  if (/\bAndroid\b/i.test(userAgent)) return 'android';
  if (/\b(?:iPhone|iPad|iPod)\b/.test(userAgent)) return 'ios';
  return 'other';
}

export function detectDevice(userAgent: string | null | undefined): DeviceInfo {
  const ua = userAgent ?? '';
  const os = osOf(ua);
  const mobile = os !== 'other' || /Mobi|Opera Mini|IEMobile|BlackBerry|webOS/i.test(ua);
  const named = NAMED_APPS.find(([, pattern]) => pattern.test(ua));
  if (named) return { inApp: named[0], mobile, os };
  const webView =
    (os === 'android' && ANDROID_WEBVIEW.test(ua)) || (os === 'ios' && !IOS_SAFARI_TOKEN.test(ua));
  return { inApp: webView ? 'other-webview' : null, mobile, os };
}
