import type { RemotePageProps } from '@iq/contracts';
import '../i18n';
import { AccountMessage } from '../components/account-message';

export default function EditPasswordPage(_props: RemotePageProps) {
  return <AccountMessage id="editPassword" testId="screen-account-edit-password" />;
}
