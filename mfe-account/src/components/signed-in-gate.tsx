import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner, StatusMessage } from '@iq/design-system';
import type { UserProfile } from '@iq/contracts';
import { NS } from '../i18n';
import { FailureMessage } from './failure-message';
import { serverFailure } from '../features/server-failure/server-failure';
import type { useSignedInUser } from '../features/session/use-signed-in-user';

/**
 * What a signed-in screen shows until its account is in: loading, a failure with a retry, or
 * (401) nothing while the login page opens.
 */
export function SignedInGate({
  session,
  children,
}: {
  session: ReturnType<typeof useSignedInUser>;
  children: (user: UserProfile) => ReactNode;
}) {
  const { t } = useTranslation(NS);
  // A signed-out answer wins over data kept from before it (the previous account's).
  if (session.data && !session.signedOut) return <>{children(session.data)}</>;
  if (session.signedOut) {
    return (
      <StatusMessage tone="info" data-testid="account-signed-out">
        {t('session.toLogin')}
      </StatusMessage>
    );
  }
  if (session.error) {
    return (
      <>
        <FailureMessage failure={serverFailure(session.error)} />
        <Button variant="secondary" onClick={() => void session.refetch()}>
          {t('errors.retry')}
        </Button>
      </>
    );
  }
  return (
    <StatusMessage tone="info" data-testid="account-loading">
      <Spinner decorative size="small" /> {t('session.loading')}
    </StatusMessage>
  );
}
