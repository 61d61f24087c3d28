// What the apps and RTK Query use of @reduxjs/toolkit, provided to the share scope under the key
// '@reduxjs/toolkit' (see react-router.js): the listener middleware, the entity adapter and the
// other unused parts stay out of the first view. RTK Query (a shared module of its own) imports
// the second group from '@reduxjs/toolkit' and so gets this facade too; a name missing here
// fails the build (exportsPresence: 'error').
export {
  // the apps
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  createSlice,
  // RTK Query
  SHOULD_AUTOBATCH,
  combineReducers,
  createAction,
  createAsyncThunk,
  createNextState,
  createSelector,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
} from 'iq-redux-toolkit-impl';
