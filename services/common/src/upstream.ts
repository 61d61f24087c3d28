// One service as its callers see it (issue 15, scale-out): one or more instances of the same
// service behind one name. A caller takes them in turn (round-robin); an instance that refused a
// connection is passed over for a few seconds, and the call goes to the next one at once — a
// refused connection means nothing was sent, so even a payment write is safe to send elsewhere.
// Any other failure (a reset or a timeout after the request went out) is the caller's to handle,
// as with one instance. With one address this is exactly a fetch to that address.

/** How long an instance that refused a connection is passed over. */
const DOWN_FOR_MS = 3000;

export interface Upstream {
  /** The instances' base URLs (no trailing slash), in configuration order. */
  readonly bases: readonly string[];
  /** The next instance to call: in turn, passing over those that refused a connection lately. */
  next(): string;
  /** Passes the instance over for a while (it refused a connection). */
  markDown(base: string): void;
  /** fetch(base + path) on the next instance, and on the following ones while they refuse. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

/** Parses `http://a:1,http://b:2` (or one URL) into base URLs without trailing slashes. */
export function upstreamBases(value: string | readonly string[]): string[] {
  const list = typeof value === 'string' ? value.split(',') : [...value];
  const bases = list.map((url) => url.trim().replace(/\/+$/, '')).filter(Boolean);
  if (!bases.length) throw new Error('An upstream needs at least one URL');
  return bases;
}

/** True when the error is a connection the peer refused (nothing was sent). */
export function isConnectionRefused(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === 'ECONNREFUSED') return true;
    e = e.cause as typeof e;
  }
  return false;
}

export function createUpstream(
  urls: string | readonly string[],
  { now = Date.now }: { now?: () => number } = {},
): Upstream {
  const bases = upstreamBases(urls);
  const downUntil = new Map<string, number>();
  let turn = 0;
  const inTurn = () => bases[turn++ % bases.length] as string;

  const next = () => {
    const time = now();
    for (let i = 0; i < bases.length; i++) {
      const base = inTurn();
      if ((downUntil.get(base) ?? 0) <= time) return base;
    }
    return inTurn(); // every one refused lately: try them in turn anyway
  };
  const markDown = (base: string) => {
    if (bases.length > 1) downUntil.set(base, now() + DOWN_FOR_MS);
  };

  return {
    bases,
    next,
    markDown,
    async fetch(path, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt < bases.length; attempt++) {
        const base = next();
        try {
          return await fetch(`${base}${path}`, init);
        } catch (error) {
          if (!isConnectionRefused(error)) throw error;
          markDown(base);
          lastError = error;
        }
      }
      throw lastError;
    },
  };
}
