import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, PasswordField, StatusMessage } from '@iq/design-system';
import { PASSWORD_MIN } from '../account-rules';
import { NS } from '../../i18n';
import { useUpdatePasswordMutation } from '../../api/user-api';
import { useAccountLinks } from '../account-route/use-account-links';
import { serverFailure, type ServerFailure } from '../server-failure/server-failure';
import { FailureMessage } from '../../components/failure-message';
import { focusFirstError } from '../../components/focus-first-error';
import { newPasswordErrors } from '../../components/new-password-rules';
import styles from '../../components/account.module.css';

type Field = 'old' | 'password' | 'repeat';
const FIELD_IDS: Record<Field, string> = {
  old: 'edit-old-password',
  password: 'edit-new-password',
  repeat: 'edit-new-repeat',
};

/** spec §2 change password: old, new, new repeated; the success is said after the server's answer. */
export function EditPasswordForm() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const links = useAccountLinks();
  const [values, setValues] = useState({ old: '', password: '', repeat: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const [changed, setChanged] = useState(false);
  const [update, { isLoading }] = useUpdatePasswordMutation();
  const sending = useRef(false);

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setChanged(false);
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const found: Partial<Record<Field, string>> = {};
    if (!values.old) found.old = t('editPassword.oldRequired');
    Object.assign(found, newPasswordErrors(values.password, values.repeat, t));
    setErrors(found);
    setFailure(null);
    setChanged(false);
    if (focusFirstError(found, FIELD_IDS)) return;
    sending.current = true;
    try {
      await update({
        oldPassword: values.old,
        newPassword: values.password,
        newPasswordRepeat: values.repeat,
      }).unwrap();
      setValues({ old: '', password: '', repeat: '' });
      setChanged(true);
    } catch (caught) {
      const outcome = serverFailure(caught);
      if (outcome.kind === 'refused' && outcome.status === 401) {
        // The session ended meanwhile: log in again and come back.
        void navigate(links.loginBack(), { replace: true });
      } else if (outcome.kind === 'refused' && (outcome.status === 400 || outcome.status === 403)) {
        setErrors({ old: t('editPassword.oldWrong') });
        document.getElementById(FIELD_IDS.old)?.focus();
      } else setFailure(outcome);
    } finally {
      sending.current = false;
    }
  };

  const passwordField = (field: Field, label: string, autoComplete: 'current-password' | 'new-password') => (
    <PasswordField
      id={FIELD_IDS[field]}
      name={field === 'old' ? 'current-password' : `new-password${field === 'repeat' ? '-repeat' : ''}`}
      label={label}
      hint={field === 'password' ? t('password.rule', { min: PASSWORD_MIN }) : undefined}
      autoComplete={autoComplete}
      showLabel={t('password.show')}
      hideLabel={t('password.hide')}
      error={errors[field]}
      value={values[field]}
      onChange={change(field)}
    />
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="edit-password-form">
      {passwordField('old', t('editPassword.old'), 'current-password')}
      {passwordField('password', t('editPassword.new'), 'new-password')}
      {passwordField('repeat', t('editPassword.repeat'), 'new-password')}
      {failure && <FailureMessage failure={failure} />}
      {changed && (
        <StatusMessage tone="success" data-testid="password-changed">
          {t('editPassword.changed')}
        </StatusMessage>
      )}
      <Button type="submit" size="large" fullWidth loading={isLoading} data-testid="edit-password-submit">
        {t('editPassword.submit')}
      </Button>
      <div className={styles.links}>
        <Link className={styles.link} to={links.to('/user/info')}>
          {t('nav.back')}
        </Link>
      </div>
    </form>
  );
}
