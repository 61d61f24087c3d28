// '@iq/api/query': the RTK Query api and the endpoints every remote shares (issue 9: not part of
// the first view). Loading this module attaches the api to the store; its imports of the store
// go through the package name, so that under Module Federation they reach the shell's shared
// '@iq/api' and not a copy of it.
import { attachApi } from '@iq/api';
import { api } from './base-api';

attachApi(api);

export { refetchFailedQueries } from './refetch-failed';
export { api, envelopeBaseQuery, retryAfterOf } from './base-api';
export { TAG_TYPES, type ApiError } from './api-types';
export {
  catalogueApi,
  useSkuListQuery,
  useLowestTierPrice,
  useReportOffer,
  cheapestSku,
  type ReportOffer,
  type SkuListArgs,
} from './catalogue-api';
