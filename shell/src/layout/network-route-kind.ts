// spec §4: network loss prompts a reload on a payment page (the page checks the order again),
// a refresh in the test (new answers wait on the device, issue 38), one retry elsewhere.
import { matchPageRoute } from '@iq/contracts';
import { routeTable } from '../routing/route-table';

export type NetworkRouteKind = 'payment' | 'test' | 'other';

/** Route ids of the payment flow (spec §2 Payment and Other: /paying/…, /payinsider, …). */
const PAYMENT = /^(paying-|payinsider$|triplePurchase$|scheme_select$)/;

export function networkRouteKind(pathname: string): NetworkRouteKind {
  const route = matchPageRoute(routeTable(), pathname)?.route;
  if (!route) return 'other';
  if (PAYMENT.test(route.id)) return 'payment';
  // The exam remote's pages: /answer_question/…, /answer/… and their aliases.
  return route.remote === 'exam' ? 'test' : 'other';
}
