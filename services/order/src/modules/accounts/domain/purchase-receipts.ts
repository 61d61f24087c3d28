// The personal centre's receipts and subscriptions (issue 35), from the rows of a mailbox's
// charges: one receipt per charge the buyer paid, named in their locale, with what was given
// back. Pure: data-access/account-store.ts loads the rows.
import type { AccountReceipt, AccountSubscription, LocaleTag } from '@iq/contracts';
import type { PackageChargeRow, PlanChargeRow, TierChargeRow } from '../data-access/account-store';
import { CATALOGUE_COPY, reportPath, PACKAGE_COPY, PLAN_COPY, PLANS } from '../../orders';
import { isLive, subscriptionView, type SubscriptionRecord } from '../../subscriptions';

const route = (row: { orderNumber: string; examCode: string; examId: number }) => reportPath(row);

/** Every charge, newest first. */
export function receiptsOf(
  rows: { tiers: TierChargeRow[]; packages: PackageChargeRow[]; plans: PlanChargeRow[] },
  locale: LocaleTag,
): AccountReceipt[] {
  const receipts: AccountReceipt[] = [
    ...rows.tiers.map((row): AccountReceipt => ({
      receiptId: `order:${row.orderNumber}`,
      kind: row.upgradeFrom !== null || row.earlierPaid > 0 ? 'upgrade' : 'report',
      orderNumber: row.orderNumber,
      skuId: row.skuId,
      productId: null,
      title: CATALOGUE_COPY[locale].tiers[row.skuId],
      amountMinor: row.amountMinor,
      refundedMinor: row.refundedMinor,
      currency: row.currency,
      method: row.method,
      cardBrand: row.method === 'card' ? row.cardBrand : null,
      cardLast4: row.method === 'card' ? row.cardLast4 : null,
      chargedAt: row.paidAt.toISOString(),
      reportPath: route(row),
    })),
    ...rows.packages.map((row): AccountReceipt => ({
      receiptId: `package:${row.id}`,
      kind: row.kind === 'vip' ? 'vip' : 'package',
      orderNumber: row.orderNumber,
      skuId: null,
      productId: row.packageId,
      title:
        PACKAGE_COPY[locale].packages[row.packageId as keyof (typeof PACKAGE_COPY)[LocaleTag]['packages']]
          .name,
      amountMinor: row.amountMinor,
      refundedMinor: row.refundedMinor,
      currency: row.currency,
      method: 'card',
      cardBrand: row.cardBrand,
      cardLast4: row.cardLast4,
      chargedAt: row.chargedAt.toISOString(),
      reportPath: route(row),
    })),
    ...rows.plans.map((row): AccountReceipt => ({
      receiptId: `plan:${row.idempotencyKey}`,
      kind: 'plan',
      orderNumber: row.orderNumber,
      skuId: null,
      productId: row.planId,
      title: PLAN_COPY[locale].titles[row.planId],
      amountMinor: row.amountMinor,
      refundedMinor: 0,
      currency: row.currency,
      method: 'card',
      cardBrand: row.cardBrand,
      cardLast4: row.cardLast4,
      chargedAt: row.chargedAt.toISOString(),
      reportPath: route(row),
    })),
  ];
  return receipts.sort(
    (a, b) => b.chargedAt.localeCompare(a.chargedAt) || a.receiptId.localeCompare(b.receiptId),
  );
}

/** A subscription as the centre shows it: its terms, the next charge, whether it can be cancelled. */
export function accountSubscriptionOf(
  sub: SubscriptionRecord,
  pendingRetryAt: Date | null,
  locale: LocaleTag,
): AccountSubscription {
  const view = subscriptionView(sub, pendingRetryAt);
  const plan = PLANS[sub.planId];
  return {
    ...view,
    orderNumber: sub.orderNumber,
    title: PLAN_COPY[locale].titles[sub.planId],
    intervalCount: plan.intervalCount,
    intervalUnit: plan.intervalUnit,
    nextChargeMinor: view.nextChargeAt ? sub.amountMinor : null,
    canCancel: isLive(sub),
  };
}
