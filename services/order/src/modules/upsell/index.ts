// The upsell module: the second-phase packages, VIP, tier offers, extras and the free pack.
// Its public face (issue 39): other modules and app.ts import this module only from here.
export { createFreePackStore } from './data-access/free-pack-store';
export { secondPhaseQueries } from './data-access/second-phase-store';
export { extraRoutes } from './entry-points/extra-routes';
export { secondPhaseRoutes } from './entry-points/second-phase-and-vip-routes';
