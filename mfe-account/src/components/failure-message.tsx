import { useTranslation } from 'react-i18next';
import { StatusMessage } from '@iq/design-system';
import { NS } from '../i18n';
import { failureText, type ServerFailure } from '../features/server-failure/server-failure';

/** A call that did not go through: a wait (rate limit) is information, anything else an error. */
export function FailureMessage({ failure, text }: { failure: ServerFailure; text?: string }) {
  const { t, i18n } = useTranslation(NS);
  const wait = failure.kind === 'wait';
  return (
    <StatusMessage tone={wait ? 'info' : 'error'} data-testid={wait ? 'account-wait' : 'account-error'}>
      {text ?? failureText(failure, t, i18n.language)}
    </StatusMessage>
  );
}
