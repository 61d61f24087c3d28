// The client's address and the believed hops, against proxy-addr itself (Express's req.ip and
// req.ips): the shortcut for an untrusted socket must give what proxy-addr gives, for every trust
// setting and forwarded header.
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import { believedHops, clientAddress, compileTrust } from './client-address';

const request = (remoteAddress: string | undefined, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    connection: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

const SETTINGS: (false | number | string[])[] = [
  false,
  1,
  2,
  ['loopback'],
  ['10.0.0.0/8'],
  ['loopback', '10.0.0.0/8'],
];
const SOCKETS = ['127.0.0.1', '10.1.2.3', '203.0.113.9', '::1', '::ffff:127.0.0.1'];
const FORWARDED = [
  undefined,
  '',
  '198.51.100.7',
  '198.51.100.7, 10.0.0.5',
  'junk, 10.0.0.5',
  ' 192.0.2.1 ,  10.9.9.9 ',
];

describe('client address and believed hops', () => {
  const cases = SETTINGS.flatMap((setting) =>
    SOCKETS.flatMap((socket) => FORWARDED.map((forwardedFor) => ({ setting, socket, forwardedFor }))),
  );

  test.each(cases)(
    'trust $setting, socket $socket, X-Forwarded-For $forwardedFor',
    ({ setting, socket, forwardedFor }) => {
      const trust = compileTrust(setting);
      const req = request(socket, forwardedFor);
      const reference = trust as (address: string, hop: number) => boolean;
      expect(clientAddress(req, trust)).toBe(proxyAddr(req, reference));
      // req.ips: every address proxy-addr believes, client first, the socket's own left out.
      expect(believedHops(req, trust)).toEqual(proxyAddr.all(req, reference).reverse().slice(0, -1));
    },
  );

  test('an untrusted socket is the client whatever the header says', () => {
    const req = request('203.0.113.9', '198.51.100.7');
    expect(clientAddress(req, compileTrust(false))).toBe('203.0.113.9');
    expect(believedHops(req, compileTrust(false))).toEqual([]);
    expect(believedHops(req, compileTrust(['203.0.113.0/24']))).toEqual(['198.51.100.7']);
  });
});
