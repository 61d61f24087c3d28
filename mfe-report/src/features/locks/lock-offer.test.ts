import type { SkuId, SkuItemKey } from '@iq/contracts';
import { lockOffer, type LockContext } from './lock-offer';

const context = (extra: Partial<LockContext> = {}): LockContext => ({
  reportSku: 'sku1',
  paid: true,
  hasExamSession: true,
  upgrade: (skuId) => `upgrade:${skuId}`,
  addOn: (step) => `add-on:${step}`,
  ...extra,
});

test.each<[string, SkuId, boolean, SkuItemKey | undefined, Partial<LockContext>, object]>([
  ['sold upgrade', 'sku2', true, 'wrongAnalysis', {}, { unlockedBy: 'sku2', upgradeTo: 'upgrade:sku2' }],
  [
    'not sold: the add-on step',
    'sku2',
    false,
    'wrongAnalysis',
    {},
    { unlockedBy: 'sku2', addOnTo: 'add-on:answer-analysis' },
  ],
  ['not sold, no add-on for the part', 'sku2', false, undefined, {}, { unlockedBy: 'sku2' }],
  [
    'not sold, no test in this tab',
    'sku3',
    false,
    'certificate',
    { hasExamSession: false },
    { unlockedBy: 'sku3' },
  ],
  ['unpaid order: nothing to click', 'sku2', true, 'wrongAnalysis', { paid: false }, { unlockedBy: 'sku2' }],
  ['the report’s own tier is never named', 'sku1', true, undefined, {}, { unlockedBy: null }],
  [
    'a cheaper tier is never named to a VIP',
    'sku3',
    true,
    'certificate',
    { reportSku: 'sku4' },
    { unlockedBy: null },
  ],
])('%s', (_name, unlockedBy, upgradable, item, extra, expected) => {
  expect(lockOffer({ unlockedBy, upgradable }, item, context(extra))).toEqual(expected);
});
