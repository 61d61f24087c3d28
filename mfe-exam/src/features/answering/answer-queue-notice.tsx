import { useTranslation } from 'react-i18next';
import { StatusMessage } from '@iq/design-system';
import { NS } from '../../i18n';
import type { AnswerQueueState } from './answer-queue';

/**
 * Issue 38: what the screen may say about answers. Waiting ones are "stored on this device", and
 * "saved" comes only once the server acknowledged every one that had to wait.
 */
export function AnswerQueueNotice({
  state,
}: {
  state: Pick<AnswerQueueState, 'pending' | 'waiting' | 'savedAfterWait'>;
}) {
  const { t } = useTranslation(NS);
  if (state.waiting && state.pending.length > 0)
    return (
      <StatusMessage tone="info" data-testid="answers-queued">
        {t('saving.queued', { count: state.pending.length })}
      </StatusMessage>
    );
  if (state.savedAfterWait)
    return (
      <StatusMessage tone="success" data-testid="answers-saved">
        {t('saving.saved')}
      </StatusMessage>
    );
  return null;
}
