// spec §3: the client session lives in session storage, the client config in local storage;
// every key carries the IQ- prefix and a config entry an expiry in days (default 365), dropped
// once expired. Storage the browser blocks (private mode, disabled cookies) reads as empty and
// never throws: what is kept here is a convenience, never a requirement.
export const STORAGE_PREFIX = 'IQ-';
export const DEFAULT_EXPIRY_DAYS = 365;
const DAY_MS = 86_400_000;

type StorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ClientStorageEnvironment {
  /** The clock (ms since epoch); tests pass a fake one. */
  now: () => number;
  /** Each area is looked up on every call: reading `window.localStorage` itself may throw. */
  session: () => StorageArea | undefined;
  local: () => StorageArea | undefined;
}

interface ConfigEntry<T> {
  value: T;
  expires: number;
}

const browserEnvironment: ClientStorageEnvironment = {
  now: () => Date.now(),
  session: () => (typeof window === 'undefined' ? undefined : window.sessionStorage),
  local: () => (typeof window === 'undefined' ? undefined : window.localStorage),
};

function attempt<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback; // blocked, full or corrupt: behave as empty
  }
}

export interface ClientStorage {
  /** A client-session value (this tab, until it closes), or undefined. */
  readSession<T>(name: string): T | undefined;
  writeSession<T>(name: string, value: T): void;
  removeSession(name: string): void;
  /** A client-config value, or undefined when absent or expired (an expired entry is removed). */
  readConfig<T>(name: string): T | undefined;
  writeConfig<T>(name: string, value: T, days?: number): void;
  removeConfig(name: string): void;
}

export function createClientStorage(env: ClientStorageEnvironment = browserEnvironment): ClientStorage {
  const key = (name: string) => `${STORAGE_PREFIX}${name}`;
  return {
    readSession<T>(name: string) {
      return attempt(() => {
        const raw = env.session()?.getItem(key(name));
        return raw == null ? undefined : (JSON.parse(raw) as T);
      }, undefined);
    },
    writeSession<T>(name: string, value: T) {
      attempt(() => env.session()?.setItem(key(name), JSON.stringify(value)), undefined);
    },
    removeSession(name: string) {
      attempt(() => env.session()?.removeItem(key(name)), undefined);
    },
    readConfig<T>(name: string) {
      return attempt(() => {
        const area = env.local();
        const raw = area?.getItem(key(name));
        if (raw == null) return undefined;
        const entry = JSON.parse(raw) as Partial<ConfigEntry<T>> | null;
        if (!entry || typeof entry.expires !== 'number' || entry.expires <= env.now()) {
          area?.removeItem(key(name));
          return undefined;
        }
        return entry.value;
      }, undefined);
    },
    writeConfig<T>(name: string, value: T, days = DEFAULT_EXPIRY_DAYS) {
      const entry: ConfigEntry<T> = { value, expires: env.now() + days * DAY_MS };
      attempt(() => env.local()?.setItem(key(name), JSON.stringify(entry)), undefined);
    },
    removeConfig(name: string) {
      attempt(() => env.local()?.removeItem(key(name)), undefined);
    },
  };
}

/** The browser's client session and client config. */
export const clientStorage: ClientStorage = createClientStorage();

/**
 * The client-session fields (spec §3) this client keeps across a reload of the tab, by name.
 * The rest of the spec's list has another home: answers, questions, e-mail and protocols come
 * from the services (RTK Query caches them), the locale is a cookie (spec §4), code and exam id
 * are in the route, the window width is CSS's business (media queries), the landing page is
 * remembered in the client config.
 */
export interface ClientSessionFields {
  /** The visit's public tracking id (spec §7 header `logid`). */
  logid: string;
  /** The campaign's mode (spec §3 runtime config), e.g. 'fb' for Facebook campaigns. */
  mode: string;
  /** The question page the visitor was on (spec §3, default 1). */
  questionPage: number;
}

/** Typed access to the client session's fields. */
export const clientSession = {
  get<K extends keyof ClientSessionFields>(name: K): ClientSessionFields[K] | undefined {
    return clientStorage.readSession<ClientSessionFields[K]>(name);
  },
  set<K extends keyof ClientSessionFields>(name: K, value: ClientSessionFields[K]): void {
    clientStorage.writeSession(name, value);
  },
  remove(name: keyof ClientSessionFields): void {
    clientStorage.removeSession(name);
  },
};
