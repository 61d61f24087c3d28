// rate-limiter-flexible 11.4 declares RateLimiterStoreAbstract in its types but does not export it
// from the package's index: a store of our own (rate-limits/database-rate-limiter.ts) takes it
// from lib/, as the library's own stores do. The methods a store implements are not declared.
declare module 'rate-limiter-flexible/lib/RateLimiterStoreAbstract' {
  import { RateLimiterStoreAbstract } from 'rate-limiter-flexible';

  export = RateLimiterStoreAbstract;
}
