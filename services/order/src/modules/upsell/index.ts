// The upsell module: the second-phase packages, VIP, tier offers, extras and the free pack.
// Its public face (issue 39): other modules and app.ts import this module only from here.
export { createFreePackStore, type FreePackStore } from './data-access/free-pack-store';
export { secondPhaseQueries } from './data-access/second-phase-store';
export { freePack, giftTests } from './domain/free-pack';
export { secondPhaseRoutes } from './entry-points/second-phase-and-vip-routes';
