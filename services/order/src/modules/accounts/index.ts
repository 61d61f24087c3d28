// The accounts module: the personal centre's purchases and what the user service asks of orders.
// Its public face (issue 39): other modules and app.ts import this module only from here.
export { createUserAccountsClient, type UserAccounts } from './data-access/user-accounts';
export { createAccountJobRunner } from './entry-points/account-jobs';
export { accountRoutes } from './entry-points/account-routes';
export { internalRoutes } from './entry-points/internal-routes';
