// Before the load: a real order, bought as a visitor buys one through the gateway (start a test,
// answer every question, confirm, create the order), whose status the journeys then ask for.
import { randomUUID } from 'node:crypto';
import { EXAM_ID, EXAM_SESSION_HEADER } from './mix.mjs';

async function call(url, { method = 'GET', body, headers = {} } = {}) {
  const response = await fetch(url, {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text).data;
}

/** Creates an order (card, not yet paid) through `gatewayUrl`; returns its order number. */
export async function createRealOrder(gatewayUrl) {
  const api = `${gatewayUrl}/api`;
  const { sessionId } = await call(`${api}/exam/session/start`, {
    method: 'POST',
    body: { examId: EXAM_ID, code: 'web' },
  });
  const session = { [EXAM_SESSION_HEADER]: sessionId };
  const { questions } = await call(`${api}/exam/question/list/${EXAM_ID}/en`, { headers: session });
  // A plausible, non-periodic answer sheet (a fixed-seed sequence), so the result is scored.
  let state = 7;
  for (const question of questions) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const option = question.options[Math.floor((state / 2147483648) * question.options.length)];
    await call(`${api}/exam/session/answer`, {
      method: 'POST',
      body: { questionId: question.id, optionId: option.id },
      headers: session,
    });
  }
  await call(`${api}/exam/session/confirm`, { method: 'POST', body: {}, headers: session });
  const { orderNumber } = await call(`${api}/pay/pay/order/create`, {
    method: 'POST',
    body: { skuId: 'sku1', email: 'load-bench@example.com', payMethod: 'card', country: 'US' },
    headers: { ...session, 'Idempotency-Key': `bench-load-${randomUUID()}` },
  });
  return orderNumber;
}
