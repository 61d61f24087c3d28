// spec §3 client session: "Continue here anyway" holds for the rest of this tab's visit, so a
// visitor who chose to pay in the app is not asked again on every payment page.
const STORAGE_KEY = 'IQ-in-app-mask-dismissed';

export function wasMaskDismissed(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberMaskDismissed(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, '1');
  } catch {
    // blocked storage: the mask closes now and shows again on the next payment page
  }
}
