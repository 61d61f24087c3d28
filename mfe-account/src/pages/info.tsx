import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { AccountPage } from '../components/account-page';
import { SignedInGate } from '../components/signed-in-gate';
import { PersonalCentre } from '../features/personal-centre/personal-centre';
import { useSignedInUser } from '../features/session/use-signed-in-user';

/** spec §2 /user/info: the personal centre (signed in; otherwise to the login page and back). */
export default function InfoPage({ code, examId }: RemotePageProps) {
  const { t } = useTranslation(NS);
  const session = useSignedInUser();
  return (
    <AccountPage title={t('info.title')} testId="screen-account-info" wide>
      <SignedInGate session={session}>
        {(user) => (
          <PersonalCentre
            user={user}
            code={code}
            testPath={`/answer_question/start_loading/${code}-${examId}`}
            freeTestsPath={`/report/result-free-test/${code}-${examId}`}
            onLeaving={(leaving) => (session.leaving.current = leaving)}
          />
        )}
      </SignedInGate>
    </AccountPage>
  );
}
