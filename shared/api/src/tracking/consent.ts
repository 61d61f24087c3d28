// spec §4 "Ad consent": all denied by default; a grant is possible only for a European
// continent code and a mode without 'fb'; the state is kept in the client session. We never
// grant without the visitor's own accept: the banner is offered only where a grant is possible,
// and consent is granted only after the visitor accepts it there.

/** Google consent mode's types, all denied until the visitor accepts. */
export const CONSENT_TYPES = [
  'ad_storage',
  'analytics_storage',
  'ad_user_data',
  'ad_personalization',
] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];
/** spec §9: consent wait for update. */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;
/** The client-session entry (IQ-consent) holding the visitor's choice. */
export const CONSENT_SESSION_KEY = 'consent';

export type ConsentChoice = 'accepted' | 'declined';

/**
 * Country codes on the European continent (ISO 3166 alpha-2, plus UK, the spec's own code for
 * the United Kingdom). The runtime country code comes from the locale (DE, FR, ES, PT …); EN
 * (English) names no country and is not European.
 */
const EUROPEAN_COUNTRIES = new Set(
  (
    'AD AL AT BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU LV ' +
    'MC MD ME MK MT NL NO PL PT RO RS SE SI SK SM UA UK VA XK'
  ).split(' '),
);

export type Continent = 'EU' | 'other';

export function continentOf(countryCode: string | null | undefined): Continent {
  return countryCode && EUROPEAN_COUNTRIES.has(countryCode.toUpperCase()) ? 'EU' : 'other';
}

export interface ConsentInput {
  countryCode: string | null | undefined;
  mode: string | null | undefined;
  /** The visitor's choice kept in the client session, if any. */
  choice: ConsentChoice | null | undefined;
}

export interface ConsentState {
  /** The banner asks: a grant is possible here and the visitor has not chosen yet. */
  offerBanner: boolean;
  /** Ad and analytics consent granted (only after the visitor's accept where a grant is possible). */
  granted: boolean;
}

/** Whether a grant is possible at all: a European continent code and a mode without 'fb'. */
export function consentPossible(
  countryCode: ConsentInput['countryCode'],
  mode: ConsentInput['mode'],
): boolean {
  return continentOf(countryCode) === 'EU' && !(mode ?? '').includes('fb');
}

export function consentState({ countryCode, mode, choice }: ConsentInput): ConsentState {
  const possible = consentPossible(countryCode, mode);
  return { offerBanner: possible && !choice, granted: possible && choice === 'accepted' };
}

type ConsentValues = Record<ConsentType, 'granted' | 'denied'>;

function consentValues(value: 'granted' | 'denied'): ConsentValues {
  return Object.fromEntries(CONSENT_TYPES.map((type) => [type, value])) as ConsentValues;
}

/** The consent-mode `default` command, pushed before any tag: all denied, 500 ms to update. */
export function consentDefaultCommand(): ['consent', 'default', ConsentValues & { wait_for_update: number }] {
  return ['consent', 'default', { ...consentValues('denied'), wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS }];
}

/** The consent-mode `update` command after the visitor accepts. */
export function consentUpdateCommand(): ['consent', 'update', ConsentValues] {
  return ['consent', 'update', consentValues('granted')];
}
