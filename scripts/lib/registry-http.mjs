// Calls to the registry's admin API (issue 14; services/gateway/src/registry/http/registry-router.ts)
// from the campaign managers' CLI and the deploy script: one base URL rule, one envelope reader,
// one error per refusal with a message a person can act on.

/** Where the gateway mounts the registry router. */
export const ADMIN_API_PATH = '/admin/api';

/** The CLI's and the deploy script's failures: `message` is what they print, `exitCode` what they exit with. */
export class RegistryCliError extends Error {
  constructor(message, { status, exitCode = 1 } = {}) {
    super(message);
    this.name = 'RegistryCliError';
    this.status = status;
    this.exitCode = exitCode;
  }
}

/** Wrong arguments: exit code 2, as `remotes.mjs` does for an unknown command. */
export class UsageError extends RegistryCliError {
  constructor(message) {
    super(message, { exitCode: 2 });
    this.name = 'UsageError';
  }
}

/** What a 401 means, unless the call says otherwise (login, the publish token). */
export const LOG_IN_FIRST = 'log in first (npm run registry -- login --url <gateway> --email <you>)';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The gateway's base URL (scheme, host, optional path prefix; no trailing slash, no /admin/api).
 * Passwords, session cookies and the publish token travel only over https, or http to this machine.
 */
export function gatewayBase(value) {
  let url;
  try {
    url = new URL(String(value ?? ''));
  } catch {
    throw new UsageError(`not a URL: '${value ?? ''}' (e.g. https://iq.example.com)`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)))
    throw new UsageError(`${url.origin} must use https (plain http only for localhost)`);
  if (url.username || url.password || url.search || url.hash)
    throw new UsageError(`give the gateway's address alone, without credentials, query or #: ${url.origin}`);
  const prefix = url.pathname.replace(/\/+$/, '').replace(/\/admin\/api$/, '');
  return `${url.origin}${prefix}`;
}

/** What a refusal means for the person at the terminal, by status. */
function refusal(status, message, unauthorized) {
  const said = message ? `: ${message}` : '';
  if (status === 401) return `${unauthorized}${said}`;
  if (status === 403) return `not allowed${said}`;
  if (status === 404) return `not found${said}`;
  if (status === 409) return `refused${said}`;
  if (status === 400) return `invalid request${said}`;
  if (status === 429) return `too many attempts${said}`;
  if (status >= 500)
    return `the registry failed (${status})${said}; try again, or ask whoever runs the gateway`;
  return `unexpected answer ${status}${said}`;
}

/**
 * One call: JSON in, the envelope's `data` out; a failure envelope, an unreachable gateway or an
 * answer that is not an envelope (a gateway without the registry) becomes a RegistryCliError.
 * `unauthorized` is the message for a 401. Returns { data, response } (login reads its Set-Cookie).
 */
export async function callRegistry({
  base,
  method = 'GET',
  path,
  body,
  headers = {},
  fetchImpl = fetch,
  unauthorized = LOG_IN_FIRST,
}) {
  const url = `${base}${ADMIN_API_PATH}${path}`;
  let response;
  try {
    response = await fetchImpl(url, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual', // a redirect would carry the cookie or token somewhere else
    });
  } catch (error) {
    throw new RegistryCliError(`cannot reach ${base}: ${error.cause?.message ?? error.message}`);
  }
  const text = await response.text();
  let envelope;
  try {
    envelope = JSON.parse(text);
  } catch {
    envelope = undefined;
  }
  const isEnvelope = envelope && typeof envelope === 'object' && typeof envelope.result === 'number';
  if (response.ok && isEnvelope && 'data' in envelope) return { data: envelope.data, response };
  if (!isEnvelope && response.status < 400)
    throw new RegistryCliError(
      `${url} answered ${response.status} without the registry's envelope: is the registry mounted at ${ADMIN_API_PATH} there?`,
      { status: response.status },
    );
  const message = isEnvelope && typeof envelope.message === 'string' ? envelope.message : '';
  throw new RegistryCliError(refusal(response.status, message, unauthorized), { status: response.status });
}
