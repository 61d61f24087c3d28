import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '@iq/design-system';
import { NS } from '../../i18n';
import type { AnswerQueueState } from './answer-queue';

/**
 * How long "saved" stays on screen. It reports a moment, and on a phone it sits above the way on:
 * kept until the next answer, it held "Next" half off a 390 × 844 screen (e2e exam-flow).
 */
export const SAVED_NOTICE_MS = 5000;

/**
 * Issue 38: what the screen may say about answers. Waiting ones are "stored on this device" for
 * as long as they wait, and "saved" comes only once the server acknowledged every one that had
 * to wait, for a few seconds.
 */
export function AnswerQueueNotice({
  state,
}: {
  state: Pick<AnswerQueueState, 'pending' | 'waiting' | 'savedAfterWait'>;
}) {
  const { t } = useTranslation(NS);
  const [savedExpired, setSavedExpired] = useState(false);
  useEffect(() => {
    setSavedExpired(false);
    if (!state.savedAfterWait) return;
    const timer = setTimeout(() => setSavedExpired(true), SAVED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [state.savedAfterWait]);
  if (state.waiting && state.pending.length > 0)
    return (
      <StatusMessage tone="info" data-testid="answers-queued">
        {t('saving.queued', { count: state.pending.length })}
      </StatusMessage>
    );
  if (state.savedAfterWait && !savedExpired)
    return (
      <StatusMessage tone="success" data-testid="answers-saved">
        {t('saving.saved')}
      </StatusMessage>
    );
  return null;
}
