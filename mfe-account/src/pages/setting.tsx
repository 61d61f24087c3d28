import type { RemotePageProps } from '@iq/contracts';
import '../i18n';
import { AccountMessage } from '../components/account-message';

export default function SettingPage(_props: RemotePageProps) {
  return <AccountMessage id="setting" testId="screen-account-setting" />;
}
