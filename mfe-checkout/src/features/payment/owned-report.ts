/**
 * Issue 35: a refused purchase of something the buyer owns names their report
 * (`reportPath` in the failure envelope); only a path on this site becomes a link.
 */
export function ownedReportPath(error: unknown): string | null {
  const failure = (error ?? {}) as { status?: unknown; data?: unknown };
  if (failure.status !== 409 || typeof failure.data !== 'object' || failure.data === null) return null;
  const path = (failure.data as { reportPath?: unknown }).reportPath;
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : null;
}
