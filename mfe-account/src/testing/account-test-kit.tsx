// Screen tests render a page at a URL with the real providers and mock only fetch (the edge):
// the shared screen kit, with this remote's strings and account fixtures.
import { loadEnglish as loadNamespace, ORDER_NUMBER } from '@iq/api/src/testing/screen-test-kit';
import type {
  AccountPurchasesResponse,
  AccountReceipt,
  AccountSubscription,
  UserOrder,
  UserProfile,
  VipStatus,
} from '@iq/contracts';
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
export const PURCHASES = 'GET /api/pay/account/purchases';
/** Issue 38: the account's free-test results, the personal centre's card. */
export const FREE_TESTS = 'GET /api/exam/order/info/free';
export const CANCEL_SUBSCRIPTION = 'POST /api/pay/account/subscription/cancel';

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

/** A receipt as GET /api/pay/account/purchases lists it (issue 35). */
export function receipt(extra: Partial<AccountReceipt> = {}): AccountReceipt {
  return {
    receiptId: 'rcpt_1',
    kind: 'report',
    orderNumber: ORDER_NUMBER,
    skuId: 'sku1',
    productId: null,
    title: 'IQ report: Basic',
    amountMinor: 999,
    refundedMinor: 0,
    currency: 'USD',
    method: 'card',
    cardBrand: 'visa',
    cardLast4: '4242',
    chargedAt: '2026-11-20T10:00:00.000Z',
    reportPath: `/report/result/web-1?orderNumber=${ORDER_NUMBER}`,
    ...extra,
  };
}

/** A live weekly plan in its trial, as the centre lists it. */
export function accountSubscription(extra: Partial<AccountSubscription> = {}): AccountSubscription {
  return {
    subscriptionId: 'sub_1234567890abcdefghij',
    planId: 'weekly',
    status: 'trialing',
    amountMinor: 1999,
    currency: 'USD',
    trialEndsAt: '2026-11-23T10:00:00.000Z',
    nextChargeAt: '2026-11-23T10:00:00.000Z',
    currentPeriodEnd: '2026-11-23T10:00:00.000Z',
    orderNumber: ORDER_NUMBER,
    title: 'Weekly plan',
    intervalCount: 1,
    intervalUnit: 'WEEK',
    nextChargeMinor: 1999,
    canCancel: true,
    ...extra,
  };
}

export function purchasesOf(extra: Partial<AccountPurchasesResponse> = {}): AccountPurchasesResponse {
  return { receipts: [], subscriptions: [], vip: { permanent: false, since: null }, ...extra };
}
