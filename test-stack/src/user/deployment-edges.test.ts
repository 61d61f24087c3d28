// The user service at its edges (issue 11): behind https the cookie is Secure and mail links use
// the public address; when the order service (outbox, orders, VIP) does not answer, the calls that
// need it answer a 503 envelope, alike for new and existing addresses, and leak nothing.
import type { InternalMailRequest, UserProfile } from '@iq/contracts';
import { DEV_INTERNAL_TOKEN } from '@iq/service-common';
import {
  databaseTargets,
  describeFor,
  leaksInternals,
  postJson,
  request,
} from '@iq/service-common/src/testing';
import { createOrderMailSender, createOrderService } from '@iq/user-service/src/data-access/order-service';
import {
  asGateway,
  dataOf,
  freshEmail,
  linkParam,
  mailsTo,
  orderServiceAlone,
  register,
  sessionTokenOf,
  userServiceUnderTest,
} from '../kits/user-test-kit';

const PASSWORD = 'correct horse battery';
const NOWHERE = 'http://127.0.0.1:9';

describe.each(databaseTargets())('user service edges on $name', (target) => {
  describeFor(target)('behind https', () => {
    const order = orderServiceAlone(target);
    const user = userServiceUnderTest(target, order, {
      config: { publicUrl: 'https://iq.example', secureCookies: true },
    });

    test('the session cookie is Secure and the mailed link starts with PUBLIC_URL', async () => {
      const email = freshEmail('https');
      await register(user.url, email, PASSWORD);
      const [mail] = await mailsTo(order.url, email);
      expect(mail!.text).toContain('https://iq.example/user/login?confirm=');
      const confirmed = await postJson(`${user.url}/user/confirm`, {
        token: linkParam(mail!.text, 'confirm'),
      });
      expect(confirmed.headers.getSetCookie()[0]).toMatch(
        /^IQ-session=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
      );
    });
  });

  describeFor(target)('the order service does not answer', () => {
    const order = orderServiceAlone(target);
    const options = { internalToken: DEV_INTERNAL_TOKEN };
    // Its outbox down (orders fine), or its orders and VIP state down (mail recorded at the edge).
    const noMail = userServiceUnderTest(target, order, { mail: createOrderMailSender(NOWHERE, options) });
    const recorded: InternalMailRequest[] = [];
    const noOrders = userServiceUnderTest(target, order, {
      orders: createOrderService(NOWHERE, options),
      mail: { send: async (mail) => void recorded.push(mail) },
    });

    test('register answers 503 for a new and for an existing address alike', async () => {
      const existing = freshEmail('exists');
      await register(noMail.url, existing, PASSWORD); // creates it; the mail fails
      const replies = [
        await register(noMail.url, freshEmail('new'), PASSWORD),
        await register(noMail.url, existing, PASSWORD),
      ];
      for (const res of replies) {
        expect(res).toMatchObject({
          status: 503,
          body: { result: 503, message: 'The e-mail could not be sent; please try again later' },
        });
        expect(leaksInternals(res.text)).toBe(false);
      }
      expect(replies[0]!.text).toBe(replies[1]!.text);
    });

    test('the order list and VIP status answer 503 without internals', async () => {
      const email = freshEmail('orders');
      expect((await register(noOrders.url, email, PASSWORD)).status).toBe(200);
      const confirm = recorded.find((m) => m.to === email)!;
      const confirmed = await postJson(`${noOrders.url}/user/confirm`, {
        token: linkParam(confirm.text, 'confirm'),
      });
      const headers = await asGateway(noOrders.url, sessionTokenOf(confirmed)!);
      const { userId } = dataOf<UserProfile>(await request(`${noOrders.url}/user/get`, { headers }));
      for (const path of [`/user/order/list/${userId}`, '/user/isVIP', '/privilege/vip/detail']) {
        const res = await request(`${noOrders.url}${path}`, { headers });
        expect(res).toMatchObject({
          status: 503,
          body: { result: 503, message: 'The service is temporarily unavailable; please try again later' },
        });
        expect(leaksInternals(res.text)).toBe(false);
      }
    });
  });
});
