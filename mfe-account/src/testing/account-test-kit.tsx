// Screen tests render a page at a URL with the real providers and mock only fetch (the edge):
// the shared screen kit, with this remote's strings and account fixtures.
import { loadEnglish as loadNamespace, ORDER_NUMBER } from '@iq/api/src/testing/screen-test-kit';
import type { UserOrder, UserProfile, VipStatus } from '@iq/contracts';
import { NS } from '../i18n';

export {
  currentLocation,
  failure,
  mockApi,
  ok,
  renderAt,
  ORDER_NUMBER,
  type RecordedCall,
} from '@iq/api/src/testing/screen-test-kit';

/** English with this remote's strings loaded up front, so no screen suspends. */
export const loadEnglish = () => loadNamespace(NS);

export const GET_USER = 'GET /api/user/get';
export const IS_VIP = 'GET /api/user/isVIP';

export function user(extra: Partial<UserProfile> = {}): UserProfile {
  return {
    userId: 7,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    nickname: null,
    phone: null,
    birthday: null,
    sex: null,
    hasPassword: true,
    ...extra,
  };
}

export function order(status: UserOrder['status'], extra: Partial<UserOrder> = {}): UserOrder {
  return {
    orderNumber: `${ORDER_NUMBER.slice(0, -1)}${status[0]}`,
    examId: 1,
    code: 'web',
    skuId: 'sku2',
    amountMinor: 1999,
    currency: 'USD',
    status,
    createdAt: '2026-11-20T10:00:00.000Z',
    href:
      status === 'completed'
        ? `/report/result/web-1?orderNumber=${ORDER_NUMBER}`
        : `/paying/payment/web-1?orderNumber=${ORDER_NUMBER}`,
    ...extra,
  };
}

export function vipStatus(extra: Partial<VipStatus> = {}): VipStatus {
  return { vip: false, permanent: false, sources: [], since: null, discountPercent: 0, ...extra };
}
