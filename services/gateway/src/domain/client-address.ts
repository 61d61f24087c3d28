// Who sent a request and how, as Express's `trust proxy` answers it (req.ip, req.ips,
// req.protocol), from node:http's request alone: the API lane (api-front.ts) runs without Express's
// request, and must believe exactly what the app believes for the same TRUST_PROXY.
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddr from 'proxy-addr';

/** True when the hop at `address` (`hop` steps from this server) is a trusted proxy. */
export type TrustProxy = (address: string | undefined, hop: number) => boolean;

/** GatewayOptions.trustProxy, compiled as Express compiles its `trust proxy` setting. */
export function compileTrust(setting: false | number | string[]): TrustProxy {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  const trusted = proxyAddr.compile(setting === false ? [] : setting);
  return (address, hop) => address !== undefined && trusted(address, hop);
}

/** The client's address: the socket's, or the nearest untrusted hop's (Express's req.ip). */
export function clientAddress(req: IncomingMessage, trust: TrustProxy): string {
  // An untrusted socket is the client, whatever its X-Forwarded-For: proxy-addr's answer, without
  // parsing the header (most calls, and every call without TRUST_PROXY).
  if (!trust(req.socket.remoteAddress, 0)) return req.socket.remoteAddress as string;
  return proxyAddr(req, trust as (address: string, hop: number) => boolean);
}

/** The trusted hops' view, client first, the socket's own address left out (Express's req.ips). */
export function believedHops(req: IncomingMessage, trust: TrustProxy): string[] {
  // An untrusted socket vouches for no hop: proxy-addr's answer, without parsing the header.
  if (!trust(req.socket.remoteAddress, 0)) return [];
  const addresses = proxyAddr.all(req, trust as (address: string, hop: number) => boolean);
  addresses.reverse().pop();
  return addresses;
}

/** `https` or `http`, X-Forwarded-Proto's first value when the nearest hop is trusted (req.protocol). */
export function requestProtocol(req: IncomingMessage, trust: TrustProxy): string {
  const own = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
  if (!trust(req.socket.remoteAddress, 0)) return own;
  const header = req.headers['x-forwarded-proto'];
  const value = (Array.isArray(header) ? header[0] : header) || own;
  const comma = value.indexOf(',');
  return (comma === -1 ? value : value.slice(0, comma)).trim();
}
