export { api, envelopeBaseQuery, TAG_TYPES, type ApiError } from './base-api';
export {
  runtimeSlice,
  runtimeChanged,
  examSessionStarted,
  requestHeaders,
  initialRuntime,
  type RuntimeState,
} from './runtime-slice';
export { createAppStore, rootReducer, type AppStore, type AppDispatch, type RootState } from './store';
export { useAppDispatch, useAppSelector } from './hooks';
export { AppProviders } from './providers';
export { apiErrorMessage } from './errors';
