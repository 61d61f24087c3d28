// Nobody reads another person's account (ARCHITECTURE.md "What must never happen"; issue 11
// done-when): another user's profile and orders stay unreachable with a changed id, a forged
// `uid` header, or a forged, unsigned, tampered or expired identity header (forged here with
// node:crypto, independently of service-common's signing). Orders come from the REAL order and
// exam services: completed, pending and incomplete with their links; VIP state likewise.
import { createHmac } from 'node:crypto';
import {
  IDENTITY_HEADER,
  userOrderListResponseSchema,
  vipStatusSchema,
  type Identity,
  type UserProfile,
} from '@iq/contracts';
import { DEV_INTERNAL_TOKEN } from '@iq/service-common';
import { databaseTargets, describeFor, request } from '@iq/service-common/src/testing';
import { dataOf, examAndOrderUnderTest, unpaidOrder } from '../kits/endpoint-kit';
import {
  confirmedSession,
  createOrder,
  formKeyOf,
  getPage,
  paidOrder,
  postForm,
  servicePath,
} from '../kits/order-test-kit';
import { asGateway, freshEmail, signUp, userServiceUnderTest } from '../kits/user-test-kit';

const PASSWORD = 'correct horse battery';

/** `<payload>.<mac>` as the gateway would write it, with whatever key the forger has. */
function forge(payload: Record<string, unknown>, key: Buffer | string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}
/** The real identity key, derived here by hand (HMAC of the internal token, as documented). */
const REAL_KEY = createHmac('sha256', DEV_INTERNAL_TOKEN).update('iq-identity-v1').digest();

describe.each(databaseTargets())('who can read what on $name', (target) => {
  describeFor(target)('', () => {
    const { exam, order } = examAndOrderUnderTest(target);
    const user = userServiceUnderTest(target, order);

    const ada = {
      email: freshEmail('ada'),
      token: '',
      headers: {} as Record<string, string>,
      id: 0,
      identity: {} as Identity,
    };
    const grace = {
      email: freshEmail('grace'),
      token: '',
      headers: {} as Record<string, string>,
      id: 0,
      identity: {} as Identity,
    };
    const orders = { paid: '', created: '', failed: '', graces: '' };

    beforeAll(async () => {
      for (const who of [ada, grace]) {
        who.token = await signUp(user.url, order.url, who.email, PASSWORD);
        who.headers = await asGateway(user.url, who.token);
        who.id = dataOf<UserProfile>(await request(`${user.url}/user/get`, { headers: who.headers })).userId;
      }
      const resolved = await request(`${user.url}/internal/session/resolve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Internal-Token': DEV_INTERNAL_TOKEN },
        body: JSON.stringify({ token: await secondSession() }),
      });
      ada.identity = dataOf<Identity>(resolved);
      grace.identity = dataOf<Identity>(
        await request(`${user.url}/internal/session/resolve`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'Internal-Token': DEV_INTERNAL_TOKEN },
          body: JSON.stringify({ token: grace.token }),
        }),
      );
      expect(grace.identity).toMatchObject({ userId: grace.id, email: grace.email });

      // A test each (a test's tier is sold once, issue 35).
      const session = () => confirmedSession(exam.url);
      orders.paid = (
        await paidOrder(order.url, await session(), { skuId: 'sku1', email: ada.email })
      ).orderNumber;
      orders.graces = (
        await paidOrder(order.url, await session(), { skuId: 'sku3', email: grace.email })
      ).orderNumber;
      orders.created = await unpaidOrder(order.url, await session(), {
        skuId: 'sku2',
        email: ada.email.toUpperCase(),
      });
      const declined = await createOrder(order.url, await session(), { skuId: 'sku1', email: ada.email });
      const { orderNumber, payUrl } = dataOf<{ orderNumber: string; payUrl: string }>(declined);
      const page = await getPage(`${order.url}${servicePath(payUrl)}`);
      await postForm(`${order.url}${servicePath(payUrl)}`, {
        cardNumber: '4000 0000 0000 9995',
        expiry: '12/34',
        cvc: '123',
        name: 'Ada Lovelace',
        idempotencyKey: formKeyOf(page.text),
      });
      orders.failed = orderNumber;
    }, 60_000);

    /** A second session of Ada's (logging in again), to know an identity's exact fields. */
    async function secondSession(): Promise<string> {
      const res = await request(`${user.url}/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ada.email, password: PASSWORD }),
      });
      return /IQ-session=([\w-]+)/.exec(res.headers.getSetCookie().join(';'))![1]!;
    }

    // A signed identity lives a minute: signed afresh for each test, as the gateway does per call.
    beforeEach(async () => {
      for (const who of [ada, grace]) who.headers = await asGateway(user.url, who.token);
    });

    const list = (id: number | string, headers: Record<string, string>) =>
      request(`${user.url}/user/order/list/${id}`, { headers });

    test("the account's orders: completed opens the report, pending and incomplete the payment page", async () => {
      const res = await list(ada.id, ada.headers);
      expect(res.status).toBe(200);
      const { orders: mine } = userOrderListResponseSchema.parse(dataOf(res));
      expect(mine.map((o) => [o.orderNumber, o.status, o.href])).toEqual([
        [orders.failed, 'incomplete', `/paying/payment/web-1?orderNumber=${orders.failed}`],
        [orders.created, 'pending', `/paying/payment/web-1?orderNumber=${orders.created}`],
        [orders.paid, 'completed', `/report/result/web-1?orderNumber=${orders.paid}`],
      ]);
      const theirs = userOrderListResponseSchema.parse(dataOf(await list(grace.id, grace.headers)));
      expect(theirs.orders.map((o) => o.orderNumber)).toEqual([orders.graces]);
    });

    test("another user's orders: a changed id answers exactly like an unknown one", async () => {
      const replies = [
        await list(grace.id, ada.headers),
        await list(999_999, ada.headers),
        await list('abc', ada.headers),
        await list(`${ada.id}.0`, ada.headers),
      ];
      for (const res of replies) {
        expect(res).toMatchObject({ status: 404, body: { result: 404, message: 'Not found' } });
        expect(res.text).toBe(replies[0]!.text);
        expect(res.text).not.toContain(orders.graces);
      }
    });

    test('the uid header grants nothing', async () => {
      const asAda = await request(`${user.url}/user/get`, {
        headers: { ...ada.headers, uid: String(grace.id) },
      });
      expect(dataOf<UserProfile>(asAda)).toMatchObject({ userId: ada.id, email: ada.email });
      const onlyUid = await request(`${user.url}/user/get`, { headers: { uid: String(grace.id) } });
      expect(onlyUid).toMatchObject({ status: 401, body: { result: 401, message: 'Not signed in' } });
      expect((await list(grace.id, { uid: String(grace.id) })).status).toBe(401);
    });

    test('forged identity headers: unsigned, wrong key, tampered, expired, mixed session → not signed in', async () => {
      const graceIdentity = { sessionId: ada.identity.sessionId, userId: grace.id, email: grace.email };
      const soon = Date.now() + 60_000;
      const unsigned = Buffer.from(JSON.stringify({ ...graceIdentity, exp: soon })).toString('base64url');
      const [, adaMac] = ada.headers[IDENTITY_HEADER]!.split('.');
      const forged = [
        unsigned,
        `${unsigned}.`,
        `${unsigned}.${'A'.repeat(43)}`,
        forge({ ...graceIdentity, exp: soon }, 'guessed secret'),
        forge({ ...graceIdentity, exp: soon }, DEV_INTERNAL_TOKEN), // the token itself is not the key
        `${unsigned}.${adaMac}`, // Ada's signature on Grace's payload
        forge({ ...ada.identity, exp: Date.now() - 1000 }, REAL_KEY), // expired
        forge({ ...ada.identity }, REAL_KEY), // no expiry
        // Grace's own live session, as someone who learnt its id would write it, without the key:
        // only the signature stands in the way here (the live-session check would let it through).
        Buffer.from(JSON.stringify({ ...grace.identity, exp: soon })).toString('base64url'),
        forge({ ...grace.identity, exp: soon }, 'guessed secret'),
        forge({ ...grace.identity, exp: soon }, DEV_INTERNAL_TOKEN),
        `${Buffer.from(JSON.stringify({ ...grace.identity, exp: soon })).toString('base64url')}.${adaMac}`,
        // Right key, but a session that is not Grace's: the live-session check refuses it.
        forge({ ...graceIdentity, exp: soon }, REAL_KEY),
        forge({ sessionId: 'made-up', userId: ada.id, email: ada.email, exp: soon }, REAL_KEY),
      ];
      for (const header of forged) {
        for (const path of ['/user/get', `/user/order/list/${grace.id}`, '/user/isVIP']) {
          const res = await request(`${user.url}${path}`, { headers: { [IDENTITY_HEADER]: header } });
          expect({ header, path, status: res.status, body: res.body }).toEqual({
            header,
            path,
            status: 401,
            body: { result: 401, message: 'Not signed in' },
          });
        }
      }
      // The control: the same key and Ada's own live session work (so the refusals above are not a broken key).
      const control = forge({ ...ada.identity, exp: soon }, REAL_KEY);
      expect(
        dataOf<UserProfile>(
          await request(`${user.url}/user/get`, { headers: { [IDENTITY_HEADER]: control } }),
        ),
      ).toMatchObject({ userId: ada.id });
    });

    test("VIP status: the account's own, the same on the three paths; not signed in → 401", async () => {
      const answers = await Promise.all(
        ['/user/isVIP', '/user/privilege', '/privilege/vip/detail'].map((p) =>
          request(`${user.url}${p}`, { headers: ada.headers }),
        ),
      );
      for (const res of answers) {
        expect(res.status).toBe(200);
        expect(vipStatusSchema.strict().parse(dataOf(res))).toMatchObject({ vip: false, sources: [] });
      }
      expect((await request(`${user.url}/user/isVIP`)).status).toBe(401);
    });
  });
});
