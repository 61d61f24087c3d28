// spec §8 load errors: the shared rule (@iq/api), re-exported for this remote's pages.
export { loadErrorKey, type LoadErrorKey } from '@iq/api';
