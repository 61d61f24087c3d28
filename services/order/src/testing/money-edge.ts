// The payment provider's edge for the money tests (imported by *.test.ts only): the simulated
// providers with every saved-card charge, refund and release recorded as the provider received
// it (the independent record: it never reads our tables), and a forwarder so an app can be built
// before the edge exists (the edge reads the app's own test-mode records once it has a database).
import type {
  PaymentProviders,
  RefundRequest,
  SavedCharge,
} from '../modules/providers/domain/payment-provider';
import { simulatedProviders } from '../modules/providers/domain/simulated-providers';

export function recordingProviders(lookup: Parameters<typeof simulatedProviders>[0]) {
  const saved: { charge: SavedCharge; ok: boolean }[] = [];
  const refunds: RefundRequest[] = [];
  const releases: { attemptId: string }[] = [];
  const simulated = simulatedProviders(lookup);
  const refund = (inner: PaymentProviders['card']) => async (r: RefundRequest) => {
    refunds.push(r);
    return inner.refund(r);
  };
  const providers: PaymentProviders = {
    card: {
      ...simulated.card,
      refund: refund(simulated.card),
      recurring: {
        saveCard: (c) => simulated.card.recurring!.saveCard(c),
        async chargeSaved(charge) {
          const result = await simulated.card.recurring!.chargeSaved(charge);
          saved.push({ charge, ok: result.outcome === 'succeeded' });
          return result;
        },
      },
    },
    paypal: {
      ...simulated.paypal,
      refund: refund(simulated.paypal),
      async releaseApproval(release) {
        releases.push({ attemptId: release.attemptId });
        return simulated.paypal.releaseApproval!(release);
      },
    },
  };
  return { providers, saved, refunds, releases };
}

export type RecordingEdge = ReturnType<typeof recordingProviders>;

/** Providers that call whatever `edge()` returns at call time. */
export function forwardingProviders(edge: () => PaymentProviders): PaymentProviders {
  return {
    card: {
      method: 'card',
      start: (a) => edge().card.start(a),
      refund: (r) => edge().card.refund(r),
      lookup: (id, at) => edge().card.lookup(id, at),
      recurring: {
        saveCard: (c) => edge().card.recurring!.saveCard(c),
        chargeSaved: (c) => edge().card.recurring!.chargeSaved(c),
      },
    },
    paypal: {
      method: 'paypal',
      start: (a) => edge().paypal.start(a),
      refund: (r) => edge().paypal.refund(r),
      releaseApproval: (r) => edge().paypal.releaseApproval!(r),
      lookup: (id, at) => edge().paypal.lookup(id, at),
    },
  };
}
