// X-Frame-Options (for browsers that predate CSP's frame-ancestors) must say what the response's
// CSP says: a page our origin may frame (`frame-ancestors 'self'`) is SAMEORIGIN, anything else
// DENY. helmet's default SAMEORIGIN contradicted `frame-ancestors 'none'`, which all our CSPs say.
export type FrameOptions = 'DENY' | 'SAMEORIGIN';

/** Answers for the policies seen last: a service sends the same few CSPs on every answer. */
const known = new Map<string, FrameOptions>();
const KNOWN_MAX = 32;

/** The X-Frame-Options that matches a Content-Security-Policy header (none or several joined). */
export function frameOptionsFor(csp: string | string[] | undefined): FrameOptions {
  const key = Array.isArray(csp) ? csp.join('\n') : (csp ?? '');
  let answer = known.get(key);
  if (answer === undefined) {
    answer = readFrameOptions(csp);
    if (known.size >= KNOWN_MAX) known.delete(known.keys().next().value!);
    known.set(key, answer);
  }
  return answer;
}

function readFrameOptions(csp: string | string[] | undefined): FrameOptions {
  const policies = (Array.isArray(csp) ? csp : [csp ?? '']).flatMap((value) => value.split(','));
  let sameOrigin = false;
  for (const policy of policies) {
    for (const directive of policy.split(';')) {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name?.toLowerCase() !== 'frame-ancestors') continue;
      // Several policies all apply: each must allow our origin, and nothing but it.
      if (sources.length !== 1 || sources[0]?.toLowerCase() !== "'self'") return 'DENY';
      sameOrigin = true;
    }
  }
  return sameOrigin ? 'SAMEORIGIN' : 'DENY';
}
