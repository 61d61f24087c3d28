// The one store the shell creates; remotes inject slices with `rootReducer.inject(slice)`.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api } from './base-api';
import { runtimeSlice, type RuntimeState } from './runtime-slice';

export const rootReducer = combineSlices(api, runtimeSlice);

export function createAppStore(runtime?: Partial<RuntimeState>) {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(api.middleware),
    preloadedState: runtime ? { runtime: { ...runtimeSlice.getInitialState(), ...runtime } } : undefined,
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
