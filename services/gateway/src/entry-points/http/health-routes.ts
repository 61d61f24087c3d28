// GET /healthz: 200 only when all three services answer their /healthz with 200 — for a service
// with several instances (issue 15), when at least one of them does (the gateway can serve).
import { Router } from 'express';
import { ok, sendError, upstreamBases, type ServiceName } from '@iq/service-common';

async function isReady(url: string, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

export function healthRoutes(serviceUrls: Record<ServiceName, string>, timeoutMs: number): Router {
  return Router().get('/healthz', async (_req, res) => {
    const services = Object.entries(serviceUrls) as [ServiceName, string][];
    const ready = await Promise.all(
      services.map(async ([, urls]) =>
        (await Promise.all(upstreamBases(urls).map((url) => isReady(url, timeoutMs)))).some(Boolean),
      ),
    );
    const down = services.filter((_, i) => !ready[i]).map(([name]) => name);
    res.setHeader('Cache-Control', 'no-store');
    if (down.length) sendError(res, 503, `Not ready: ${down.join(', ')}`);
    else ok(res, { gateway: 'ok', ...Object.fromEntries(services.map(([name]) => [name, 'ok'])) });
  });
}
