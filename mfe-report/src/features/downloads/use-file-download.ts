import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppSelector } from '@iq/api';
import { useFileDownloadMutation, type ReportFile } from '../../api/report-api';
import { followSameOrigin } from '../../components/safe-assign';
import { loadErrorKey } from '../report-route/load-error';

/** When the service names no wait, ask again after this long. */
const DEFAULT_RETRY_SECONDS = 5;
/** Stop asking by itself after this long; the reader can ask again. */
const GIVE_UP_AFTER_MS = 3 * 60_000;

export type DownloadState =
  | { kind: 'idle' }
  | { kind: 'asking' }
  /** spec §4 "A report-generating message is shown while generating". */
  | { kind: 'generating'; retryAfterSeconds: number }
  | { kind: 'started' }
  | { kind: 'stillGenerating' }
  | { kind: 'failed'; errorKey: string };

/**
 * POST file/down/info for one file: `ready` follows the signed link, `generating` says so and
 * asks again after `retryAfterSeconds`, until ready or about three minutes have passed.
 */
export function useFileDownload(orderNumber: string, file: ReportFile) {
  const hl = useAppSelector((state) => state.runtime.hl);
  const [fileDownload] = useFileDownloadMutation();
  const [state, setState] = useState<DownloadState>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const startedAt = useRef(0);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const ask = useCallback(async () => {
    clearTimeout(timer.current);
    try {
      const answer = await fileDownload({ orderNumber, file, hl }).unwrap();
      if (!live.current) return;
      if (answer.state === 'ready' && answer.url) {
        setState(
          followSameOrigin(answer.url)
            ? { kind: 'started' }
            : { kind: 'failed', errorKey: 'downloads.failed' },
        );
        return;
      }
      if (Date.now() - startedAt.current > GIVE_UP_AFTER_MS) {
        setState({ kind: 'stillGenerating' });
        return;
      }
      const seconds = Math.max(1, answer.retryAfterSeconds ?? DEFAULT_RETRY_SECONDS);
      setState({ kind: 'generating', retryAfterSeconds: seconds });
      timer.current = setTimeout(() => void ask(), seconds * 1000);
    } catch (error) {
      if (live.current)
        setState({ kind: 'failed', errorKey: loadErrorKey(error as Parameters<typeof loadErrorKey>[0]) });
    }
  }, [fileDownload, orderNumber, file, hl]);

  const start = useCallback(() => {
    startedAt.current = Date.now();
    setState({ kind: 'asking' });
    void ask();
  }, [ask]);

  return { state, start };
}
