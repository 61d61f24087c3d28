// The setup the user service's endpoint tests share (imported by *.test.ts only): the REAL order
// service (its outbox, /internal/orders, /internal/vip/status) and the user service talking to it
// over HTTP, a movable clock, and the gateway's part (resolve the cookie, sign the identity).
import { IDENTITY_HEADER, SESSION_COOKIE, devMailListSchema, type Identity } from '@iq/contracts';
import { DEV_INTERNAL_TOKEN, identityKey, signIdentity, type Database } from '@iq/service-common';
import {
  postJson,
  request,
  serviceUnderTest,
  type DatabaseTarget,
  type ServiceUnderTest,
} from '@iq/service-common/src/testing';
import { createOrderApp } from '@iq/order-service/src/app';
import { createExamSessionsClient } from '@iq/order-service/src/modules/orders/data-access/exam-sessions';
import { orderMigrations } from '@iq/order-service/src/data-access/migrations';
import type { OrderDB } from '@iq/order-service/src/data-access/schema';
import { createUserApp, type UserAppDeps } from '@iq/user-service/src/app';
import { userMigrations } from '@iq/user-service/src/data-access/migrations';
import { createOrderMailSender, createOrderService } from '@iq/user-service/src/data-access/order-service';
import type { UserDB } from '@iq/user-service/src/data-access/schema';
import { DEFAULT_THROTTLES, type ThrottleSettings } from '@iq/user-service/src/data-access/throttles';
import type { PasswordCost } from '@iq/service-common';

export type Reply = Awaited<ReturnType<typeof request>>;
export const dataOf = <T = unknown>(res: { body: unknown }) => (res.body as { data: T }).data;

/** A cheap scrypt for tests (production: 2^15). */
export const TEST_PASSWORD_COST: PasswordCost = { N: 2 ** 10, r: 8, p: 1 };

/** Room enough that the tests of other things never meet a limit (throttling.test.ts has its own). */
export const ROOMY_THROTTLES: ThrottleSettings = {
  ...DEFAULT_THROTTLES,
  loginByClient: [{ points: 2000, seconds: 60 }],
  codeByEmail: [{ points: 100, seconds: 60 }],
  codeByClient: [{ points: 1000, seconds: 60 }],
  registerByEmail: [{ points: 100, seconds: 60 }],
  registerByClient: [{ points: 1000, seconds: 60 }],
};

/** The service clock, moved by the tests. */
export function testClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms;
    },
  };
}

/** The order service alone (no exam service behind it): the outbox and the internal endpoints. */
export function orderServiceAlone(target: DatabaseTarget): ServiceUnderTest<OrderDB> {
  return serviceUnderTest<OrderDB>(target, 'order', orderMigrations, (database: Database<OrderDB>) =>
    createOrderApp({ database, examSessions: createExamSessionsClient('http://127.0.0.1:9') }),
  );
}

/** The user service on `target`, talking to `order` over HTTP with the internal token. */
export function userServiceUnderTest(
  target: DatabaseTarget,
  order: ServiceUnderTest<OrderDB>,
  deps: Partial<Omit<UserAppDeps, 'database'>> = {},
): ServiceUnderTest<UserDB> {
  return serviceUnderTest<UserDB>(target, 'user', userMigrations, (database) => {
    const options = { internalToken: DEV_INTERNAL_TOKEN };
    return createUserApp({
      database,
      orders: createOrderService(order.url, options),
      mail: createOrderMailSender(order.url, options),
      throttles: ROOMY_THROTTLES,
      passwordCost: TEST_PASSWORD_COST,
      ...deps,
    });
  });
}

let addresses = 0;
/** A fresh mailbox per call (tests share one service per file). */
export const freshEmail = (name = 'user') =>
  `${name}.${Date.now().toString(36)}.${(addresses += 1)}@example.com`;

/** The outbox's mails to `to`, newest first (the order service's /dev/mail.json). */
export async function mailsTo(orderUrl: string, to: string) {
  const res = await request(`${orderUrl}/dev/mail.json`);
  return devMailListSchema.parse(res.body).filter((m) => m.to === to.toLowerCase());
}

/** Waits until `to` has `count` mails (some are sent without waiting for the outbox). */
export async function waitForMails(orderUrl: string, to: string, count: number, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(orderUrl, to);
    if (mails.length >= count || Date.now() > until) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The value of `param` in the first link of a mail's text that has it. */
export function linkParam(text: string, param: string): string {
  const match = new RegExp(`[?&]${param}=([^\\s&]+)`).exec(text);
  if (!match) throw new Error(`no ${param} link in: ${text}`);
  return decodeURIComponent(match[1]!);
}

/** The session token a reply's Set-Cookie gives, or undefined. */
export function sessionTokenOf(res: Reply): string | undefined {
  for (const cookie of res.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const [name, value] = pair!.split('=');
    if (name === SESSION_COOKIE && value) return value;
  }
  return undefined;
}

export const register = (
  userUrl: string,
  email: string,
  password: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) =>
  postJson(
    `${userUrl}/user/register`,
    { name: 'Ada', email, password, passwordRepeat: password, privacyAgreed: true, ...extra },
    headers,
  );

export const login = (
  userUrl: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) => postJson(`${userUrl}/user/login`, { email, password }, headers);

/** Registers, opens the confirmation link from the outbox: the signed-in session's cookie token. */
export async function signUp(
  userUrl: string,
  orderUrl: string,
  email: string,
  password: string,
): Promise<string> {
  const registered = await register(userUrl, email, password);
  if (registered.status !== 200) throw new Error(`register: ${registered.text}`);
  const [confirmMail] = await mailsTo(orderUrl, email);
  const confirmed = await postJson(`${userUrl}/user/confirm`, {
    token: linkParam(confirmMail!.text, 'confirm'),
  });
  const token = sessionTokenOf(confirmed);
  if (confirmed.status !== 200 || !token) throw new Error(`confirm: ${confirmed.text}`);
  return token;
}

/** The gateway's part: the cookie's token resolved by the user service, then the signed identity header. */
export async function asGateway(
  userUrl: string,
  sessionToken: string,
  now: Date = new Date(),
): Promise<Record<string, string>> {
  const resolved = await postJson(
    `${userUrl}/internal/session/resolve`,
    { token: sessionToken },
    { 'Internal-Token': DEV_INTERNAL_TOKEN },
  );
  if (resolved.status !== 200) return {}; // a dead session: the gateway passes no identity
  const identity = dataOf<Identity>(resolved);
  return { [IDENTITY_HEADER]: signIdentity(identity, identityKey(DEV_INTERNAL_TOKEN), now) };
}
