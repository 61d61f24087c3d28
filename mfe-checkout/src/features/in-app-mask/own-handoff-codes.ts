// The hand-over codes this tab asked for to show in its own address bar (issue 13). The app's
// menu ("Open in Safari") carries them to the system browser, which claims them there; this tab
// must never claim one itself (a reload of the in-app page would otherwise spend the code the
// menu is about to carry, and gain nothing: the tab already has its session).
const STORAGE_KEY = 'IQ-handoff-own-codes';
/** A few are enough: one is shown at a time, refreshed every 13 minutes. */
const KEPT = 8;
const inMemory = new Set<string>(); // when storage is blocked: at least this page load knows

function stored(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberOwnHandoff(code: string): void {
  inMemory.add(code);
  try {
    const codes = [...stored().filter((kept) => kept !== code), code].slice(-KEPT);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(codes));
  } catch {
    // blocked storage: the in-memory set covers this page load
  }
}

export function isOwnHandoff(code: string): boolean {
  return inMemory.has(code) || stored().includes(code);
}
