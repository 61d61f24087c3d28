import { useCallback, useEffect, useState } from 'react';
import { useOrderStatusQuery } from '../../api/order-api';
import { nextPoll } from './poll-schedule';

/**
 * The server's status of an order (POST check/status), asked again with back-off while the
 * order is created or pending (and after a failed call), until it is paid or failed, the order
 * is unknown, or about two minutes have passed; then `gaveUp` and a manual `checkAgain`.
 */
export function useOrderStatus(orderNumber: string | null, { poll }: { poll: boolean }) {
  const query = useOrderStatusQuery(orderNumber ?? '', {
    skip: !orderNumber,
    refetchOnMountOrArgChange: true,
  });
  const { data, error, isFetching, refetch } = query;
  const [round, setRound] = useState(() => ({ startedAt: Date.now(), attempt: 0 }));
  const [gaveUp, setGaveUp] = useState(false);
  const settled = data?.status === 'paid' || data?.status === 'failed';
  // An order the service does not know (404) or a number it refuses (400) will not change.
  const unknown = Boolean(error && 'status' in error && (error.status === 404 || error.status === 400));

  useEffect(() => {
    if (!poll || !orderNumber || isFetching || settled || unknown || gaveUp) return;
    if (!data && !error) return;
    const delay = nextPoll(round.attempt, Date.now() - round.startedAt);
    if (delay === null) {
      setGaveUp(true);
      return;
    }
    const timer = setTimeout(() => {
      setRound((current) => ({ ...current, attempt: current.attempt + 1 }));
      void refetch();
    }, delay);
    return () => clearTimeout(timer);
  }, [poll, orderNumber, isFetching, settled, unknown, gaveUp, data, error, round, refetch]);

  const checkAgain = useCallback(() => {
    setGaveUp(false);
    setRound({ startedAt: Date.now(), attempt: 0 });
    void refetch();
  }, [refetch]);

  return {
    order: data,
    error,
    isFetching,
    /** The latest call failed (the last known status, if any, is still in `order`). */
    failed: query.isError,
    unknown,
    gaveUp,
    checkAgain,
  };
}

export type OrderStatusState = ReturnType<typeof useOrderStatus>;
