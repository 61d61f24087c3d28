// Which upsell steps a buyer never sees (issue 35, docs/decisions/2026-11-29-what-a-plan-delivers.md):
// the skip-trial step is for a buyer whose plan is in its trial, so a step whose every package
// the server says is unavailable for 'no-trial' is passed over, as is that step when no buyer
// is known (no order or no test in this tab: nobody with a trial). Pure: the page navigates.
import type { PackageListResponse } from '@iq/contracts';

export function skipsStep(
  list: Pick<PackageListResponse, 'step' | 'packages'>,
  { buyerKnown }: { buyerKnown: boolean },
): boolean {
  const { packages } = list;
  if (packages.length > 0 && packages.every((pkg) => pkg.unavailable === 'no-trial')) return true;
  return !buyerKnown && list.step === 'skip-trial';
}
