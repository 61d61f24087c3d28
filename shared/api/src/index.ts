export { api, envelopeBaseQuery, TAG_TYPES, type ApiError } from './base-api';
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
export { createAppStore, rootReducer, type AppStore, type AppDispatch, type RootState } from './store';
export { useAppDispatch, useAppSelector } from './hooks';
export { AppProviders } from './providers';
export { apiErrorMessage, loadErrorKey, type LoadErrorKey } from './errors';
export {
  catalogueApi,
  useSkuListQuery,
  useLowestTierPrice,
  cheapestSku,
  type SkuListArgs,
} from './catalogue-api';
