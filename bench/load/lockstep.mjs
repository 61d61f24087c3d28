// Drives two servers in lock-step (bench/load's tracing phase, issue 42): each of `connections`
// pairs goes through the journey (mix.mjs) at both at once, one step at a time, so the two are
// sent the same calls at the same moments. Two autocannon runs side by side each kept their own
// pace: which calls fell into a window differed between the sides (a session start costs the exam
// service many answers' CPU), and a window's CPU per request moved with it by several percent.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { isErrorStatus } from './figures.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request of `step` (mix.mjs: its setupRequest given the context) sent to `url` through `agent`. */
function send(url, agent, step, context) {
  const request = step.setupRequest ? step.setupRequest({ ...step }, context) : step;
  const body = request.body;
  return new Promise((resolve) => {
    const req = http.request(
      `${url}${request.path}`,
      {
        method: request.method,
        agent,
        headers: {
          ...request.headers,
          ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => step.onResponse && chunks.push(chunk));
        res.on('end', () => {
          step.onResponse?.(res.statusCode, Buffer.concat(chunks).toString(), context);
          resolve({ status: res.statusCode });
        });
        res.on('error', (error) => resolve({ error }));
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error('timed out')));
    req.on('error', (error) => resolve({ error }));
    req.end(body);
  });
}

/**
 * Starts driving `targets` ({ side: { url, journey } }: journeys of the same steps, e.g. each with
 * its own order number) at `rate` requests per second each over `connections` connections each,
 * in lock-step. The pairs start spread over one step's interval. Returns `counts()` (per side, so
 * far: responses, errors: error statuses, socket errors and timeouts), `errors()` (the first five,
 * described) and `stop()` (resolves when
 * every pair's last step is answered).
 */
export function lockstep({ targets, connections, rate }) {
  const sides = Object.keys(targets);
  const counts = Object.fromEntries(sides.map((side) => [side, { responses: 0, errors: 0 }]));
  // The first few errors, each as the step and what came back, for the bench to print.
  const examples = [];
  const agents = Object.fromEntries(
    sides.map((side) => [side, new http.Agent({ keepAlive: true, maxSockets: connections })]),
  );
  const steps = targets[sides[0]].journey.length;
  const intervalMs = (connections * 1000) / rate;
  let stopped = false;
  const pair = async (i) => {
    let next = performance.now() + (i * intervalMs) / connections;
    let contexts = {};
    for (let index = 0; !stopped; index = (index + 1) % steps) {
      const wait = next - performance.now();
      if (wait > 0) await sleep(wait);
      // Behind (a slow answer): go on at the pace from now, without a burst to catch up.
      next = Math.max(next + intervalMs, performance.now());
      // A new journey starts with an empty context, as autocannon's does.
      if (index === 0) contexts = Object.fromEntries(sides.map((side) => [side, {}]));
      // Both written in the same tick, each side first in turn.
      const order = index % 2 ? [...sides].reverse() : sides;
      await Promise.all(
        order.map(async (side) => {
          const { status, error } = await send(
            targets[side].url,
            agents[side],
            targets[side].journey[index],
            contexts[side],
          );
          counts[side].responses += error ? 0 : 1;
          if (error || isErrorStatus(status)) {
            counts[side].errors += 1;
            const { method, path } = targets[side].journey[index];
            if (examples.length < 5)
              examples.push(`${side}: ${method} ${path} → ${error ? error.message : status}`);
          }
        }),
      );
    }
  };
  const running = Array.from({ length: connections }, (_, i) => pair(i));
  return {
    counts: () => Object.fromEntries(sides.map((side) => [side, { ...counts[side] }])),
    /** The first five errors (side: step → status or socket error). */
    errors: () => [...examples],
    async stop() {
      stopped = true;
      await Promise.all(running);
      for (const agent of Object.values(agents)) agent.destroy();
    },
  };
}
