import { retrievableReports, type PaidOrderOfMailbox } from './retrievable-reports';

const at = (iso: string) => new Date(iso);
const paid = (
  over: Partial<PaidOrderOfMailbox> & Pick<PaidOrderOfMailbox, 'orderNumber'>,
): PaidOrderOfMailbox => ({
  examCode: 'web',
  examId: 1,
  examSessionId: 'session-a',
  email: 'Buyer@Example.com',
  locale: 'en-US',
  paidAt: at('2030-03-04T10:00:00Z'),
  createdAt: at('2030-03-04T09:58:00Z'),
  confirmedAt: null,
  ...over,
});

describe('retrievable reports', () => {
  test('nothing paid: nothing to send', () => {
    expect(retrievableReports([])).toBeNull();
  });

  test('one report per test: the latest paid order of the session (an upgrade) links it', () => {
    const retrieval = retrievableReports([
      paid({ orderNumber: 'first', paidAt: at('2030-03-04T10:00:00Z') }),
      paid({
        orderNumber: 'upgrade',
        paidAt: at('2030-03-05T10:00:00Z'),
        createdAt: at('2030-03-05T09:59:00Z'),
        email: 'buyer@example.com',
        locale: 'de-DE',
      }),
      paid({
        orderNumber: 'other-test',
        examSessionId: 'session-b',
        paidAt: at('2030-02-01T10:00:00Z'),
        createdAt: at('2030-02-01T09:00:00Z'),
        confirmedAt: at('2030-02-01T08:30:00Z'),
      }),
    ]);
    expect(retrieval).toEqual({
      to: 'buyer@example.com',
      locale: 'de-DE',
      reports: [
        // The session's first order dates it when the confirmation is not kept yet.
        { orderNumber: 'upgrade', examCode: 'web', examId: 1, testedAt: at('2030-03-04T09:58:00Z') },
        { orderNumber: 'other-test', examCode: 'web', examId: 1, testedAt: at('2030-02-01T08:30:00Z') },
      ],
    });
  });

  test('the most recent tests, at most `max`', () => {
    const orders = Array.from({ length: 5 }, (_, i) =>
      paid({
        orderNumber: `o${i}`,
        examSessionId: `s${i}`,
        paidAt: at(`2030-03-0${i + 1}T10:00:00Z`),
        createdAt: at(`2030-03-0${i + 1}T09:00:00Z`),
      }),
    );
    expect(retrievableReports(orders, 2)!.reports.map((r) => r.orderNumber)).toEqual(['o4', 'o3']);
  });
});
