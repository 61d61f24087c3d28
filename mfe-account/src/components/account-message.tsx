import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '@iq/design-system';
import { NS } from '../i18n';

/** A account screen that is a title, a message (keys `<id>.title`, `<id>.body`) and what follows. */
export function AccountMessage({
  id,
  testId,
  children,
}: {
  id: string;
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation(NS);
  return (
    <MessagePage title={t(`${id}.title`)} body={t(`${id}.body`)} width="narrow" data-testid={testId}>
      {children}
    </MessagePage>
  );
}
