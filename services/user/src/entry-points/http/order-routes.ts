// The personal centre's orders and privileges (issue 11; spec §4 report list, §6, §7), from the
// order service's internal API by the signed-in account's e-mail:
//   GET /user/order/list/{id}   → { orders } (id must be the session's user, else 404 like unknown)
//   GET /user/isVIP, /user/privilege, /privilege/vip/detail → the VIP status
import { Router, type Request, type Response } from 'express';
import type { UserOrderListResponse, VipStatus } from '@iq/contracts';
import { NotFoundError, ok } from '@iq/service-common';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages';
import { toUserOrders } from '../../domain/order-list';
import type { UserRouteContext } from './route-context';
import { signedInReader } from './signed-in';

export function orderRoutes(context: UserRouteContext): Router {
  const { orders } = context;
  const signedIn = signedInReader(context);
  const router = Router();

  router.get('/user/order/list/:id', async (req, res) => {
    const { user } = await signedIn(req);
    // Someone else's id and an unknown one answer alike.
    if (req.params.id !== String(user.id)) throw new NotFoundError(M.orderNotFound);
    res.setHeader('Cache-Control', 'no-store');
    ok<UserOrderListResponse>(res, { orders: toUserOrders(await orders.ordersOf(user.email)) });
  });

  const vipStatus = async (req: Request, res: Response) => {
    const { user } = await signedIn(req);
    res.setHeader('Cache-Control', 'no-store');
    ok<VipStatus>(res, await orders.vipStatusOf(user.email));
  };
  router.get('/user/isVIP', vipStatus);
  router.get('/user/privilege', vipStatus);
  router.get('/privilege/vip/detail', vipStatus);

  return router;
}
