// The order service's error messages (spec §5 / §8 wording where the spec has one).
import { ORDER_ERROR_MESSAGES } from '@iq/contracts';

export const ORDER_MESSAGES = {
  ...ORDER_ERROR_MESSAGES,
  orderNotFound: 'Order not found',
  orderPaid: 'This order is already paid',
  emailLocked: 'This order is already paid: its delivery e-mail can no longer change',
  resultNotAnalysable: 'Unable to analyze test results',
  noReportToBuy: 'This test has no report to buy',
  unknownSku: 'Unknown tier: choose sku1, sku2, sku3 or sku4',
  examUnavailable: 'Order generation failed. Please try again.',
  reportUnavailable: 'The report is not available right now. Please try again.',
  currencyMismatch: (country: string, currency: string, claimed: string) =>
    `Price mismatch: orders from ${country} are charged in ${currency}, not ${claimed}. Reload the prices and try again.`,
  priceMismatch: (skuId: string, country: string, amount: number, currency: string, claimed: number) =>
    `Price mismatch: ${skuId} costs ${amount} ${currency} (minor units) for ${country}, not ${claimed}. Reload the prices and try again.`,
  upgradeOtherSession: 'An upgrade must be for the same test as the order it upgrades',
  // Issue 35: never sell what the buyer owns.
  tierOwned: (highest: string | null) =>
    highest
      ? `You already own this report (${highest}) for this test: open your report.`
      : 'You already own everything in this tier for this test: open your report.',
  tierIncludesOwned:
    'This tier includes something you already own for this test: add what you are missing from your report instead.',
  upgradeInstead: (owned: string) =>
    `You already own ${owned} for this test: upgrade from your report and pay only the difference.`,
  upgradeCurrencyOfTest: 'This test was paid in another currency: upgrade from your report.',
  orderOutOfDate:
    'This order is out of date: you have bought part of it since. Open your report to see what you can add.',
  upgradeUnpaid: 'Only a paid order can be upgraded',
  upgradeNotHigher: (paid: string) => `Choose a higher tier than the one already paid (${paid})`,
  upgradeCurrency: (currency: string) => `An upgrade is charged in ${currency}, like the order it upgrades`,
  upgradePriceMismatch: (from: string, to: string, amount: number, currency: string, claimed: number) =>
    `Price mismatch: the upgrade from ${from} to ${to} costs ${amount} ${currency} (minor units), not ${claimed}. Reload the prices and try again.`,
} as const;
