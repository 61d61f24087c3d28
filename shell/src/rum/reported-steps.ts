// Issue 41: a funnel step is counted at most once per tab. The steps already sent are the only
// thing the beacon keeps in the browser (the client session: this tab, until it closes).
import { FUNNEL_STEPS, type FunnelStep } from '@iq/contracts';
import { clientStorage, type ClientStorage } from '@iq/api';

/** The client-session entry (IQ-rum-steps). */
export const RUM_STEPS_SESSION_KEY = 'rum-steps';

export interface ReportedSteps {
  has(step: FunnelStep): boolean;
  add(step: FunnelStep): void;
}

export function reportedSteps(storage: ClientStorage = clientStorage): ReportedSteps {
  const read = (): FunnelStep[] => {
    const stored = storage.readSession<unknown>(RUM_STEPS_SESSION_KEY);
    return Array.isArray(stored) ? FUNNEL_STEPS.filter((step) => stored.includes(step)) : [];
  };
  return {
    has: (step) => read().includes(step),
    add(step) {
      const steps = read();
      if (!steps.includes(step)) storage.writeSession(RUM_STEPS_SESSION_KEY, [...steps, step]);
    },
  };
}
