// The RTK Query api and its endpoints are '@iq/api/query' (not part of the first view).
export type { ApiError } from './api-types';
export {
  runtimeSlice,
  runtimeChanged,
  examSessionStarted,
  requestHeaders,
  initialRuntime,
  EXAM_SESSION_STORAGE_KEY,
  readStoredExamSession,
  type RuntimeState,
} from './runtime-slice';
export {
  createAppStore,
  rootReducer,
  attachApi,
  isApiAttached,
  API_ATTACHED,
  type AppStore,
  type AppDispatch,
  type RootState,
} from './store';
export { useAppDispatch, useAppSelector } from './hooks';
export { AppProviders } from './providers';
export {
  clientStorage,
  clientSession,
  createClientStorage,
  STORAGE_PREFIX,
  DEFAULT_EXPIRY_DAYS,
  type ClientStorage,
  type ClientStorageEnvironment,
  type ClientSessionFields,
} from './client-storage';
// Consent-gated tracking (issue 13); the third-party adapters are a lazy chunk of their own.
export {
  trackEvent,
  startTracking,
  chooseConsent,
  currentConsent,
  subscribeConsent,
  rememberQuery,
  type TrackingContext,
} from './tracking/tracker';
export { TRACKED_QUERY_KEYS, type TrackingEventName, type TrackingEventParams } from './tracking/events';
export { consentState, type ConsentChoice, type ConsentState } from './tracking/consent';
export { apiErrorMessage, loadErrorKey, type LoadErrorKey } from './errors';
// The loading bar's and the network-unstable screen's counts (spec §8, §9).
export {
  beginPending,
  endPending,
  trackPending,
  subscribePending,
  pendingCount,
  networkFailureCount,
} from './pending';
