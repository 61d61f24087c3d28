import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, StatusMessage, TextField } from '@iq/design-system';
import { isIsoDate, type Sex, type UserProfile } from '@iq/contracts';
import { NICKNAME_MAX, PHONE_PATTERN, SEXES } from '../account-rules';
import { NS } from '../../i18n';
import { useUpdateProfileMutation } from '../../api/user-api';
import { useAccountLinks } from '../account-route/use-account-links';
import { serverFailure, type ServerFailure } from '../server-failure/server-failure';
import { FailureMessage } from '../../components/failure-message';
import { focusFirstError } from '../../components/focus-first-error';
import styles from '../../components/account.module.css';

type Field = 'nickname' | 'phone' | 'birthday';
const FIELD_IDS: Record<Field, string> = {
  nickname: 'profile-nickname',
  phone: 'profile-phone',
  birthday: 'profile-birthday',
};

/**
 * spec §3 profile fields: nickname, phone, birthday (YYYY-MM-DD, 'Invalid date'), sex (male,
 * female, confidential). An empty field clears it. 'Saved successfully' only after the server's answer.
 */
export function ProfileForm({ user }: { user: UserProfile }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const links = useAccountLinks();
  const [values, setValues] = useState({
    nickname: user.nickname ?? '',
    phone: user.phone ?? '',
    birthday: user.birthday ?? '',
  });
  const [sex, setSex] = useState<Sex | null>(user.sex);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const [saved, setSaved] = useState(false);
  const [update, { isLoading }] = useUpdateProfileMutation();
  const sending = useRef(false);

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setSaved(false);
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const nickname = values.nickname.trim();
    const phone = values.phone.trim();
    const birthday = values.birthday.trim();
    const found: Partial<Record<Field, string>> = {};
    if (nickname.length > NICKNAME_MAX) found.nickname = t('setting.nicknameTooLong', { max: NICKNAME_MAX });
    if (!PHONE_PATTERN.test(phone)) found.phone = t('setting.invalidPhone');
    if (birthday && !isIsoDate(birthday)) found.birthday = t('setting.invalidDate');
    setErrors(found);
    setFailure(null);
    setSaved(false);
    if (focusFirstError(found, FIELD_IDS)) return;
    sending.current = true;
    try {
      await update({
        nickname: nickname || null,
        phone: phone || null,
        birthday: birthday || null,
        sex,
      }).unwrap();
      setSaved(true);
    } catch (caught) {
      const outcome = serverFailure(caught);
      if (outcome.kind === 'refused' && outcome.status === 401) {
        void navigate(links.loginBack(), { replace: true });
      } else if (outcome.kind === 'refused' && outcome.status === 400) {
        // The server names the field it refused; a date it refuses is 'Invalid date' here too.
        const field: Field | null = /date|birthday/i.test(outcome.message ?? '')
          ? 'birthday'
          : /phone/i.test(outcome.message ?? '')
            ? 'phone'
            : null;
        if (field) {
          setErrors({ [field]: t(field === 'birthday' ? 'setting.invalidDate' : 'setting.invalidPhone') });
          document.getElementById(FIELD_IDS[field])?.focus();
        } else setFailure(outcome);
      } else setFailure(outcome);
    } finally {
      sending.current = false;
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="profile-form">
      <p className={styles.plain}>{t('setting.account', { name: user.name, email: user.email })}</p>
      <TextField
        id={FIELD_IDS.nickname}
        name="nickname"
        label={t('setting.nickname')}
        autoComplete="nickname"
        error={errors.nickname}
        value={values.nickname}
        onChange={change('nickname')}
      />
      <TextField
        id={FIELD_IDS.phone}
        name="phone"
        type="tel"
        label={t('setting.phone')}
        autoComplete="tel"
        error={errors.phone}
        value={values.phone}
        onChange={change('phone')}
      />
      <TextField
        id={FIELD_IDS.birthday}
        name="birthday"
        label={t('setting.birthday')}
        hint={t('setting.birthdayHint')}
        placeholder="YYYY-MM-DD"
        autoComplete="bday"
        error={errors.birthday}
        value={values.birthday}
        onChange={change('birthday')}
      />
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('setting.sex')}</legend>
        {SEXES.map((option) => (
          <label key={option} className={styles.choice}>
            <input
              type="radio"
              name="sex"
              value={option}
              checked={sex === option}
              onChange={() => {
                setSaved(false);
                setSex(option);
              }}
            />
            <span>{t(`setting.sexes.${option}`)}</span>
          </label>
        ))}
      </fieldset>
      {failure && (
        <FailureMessage
          failure={failure}
          text={failure.kind === 'refused' ? t('setting.invalidInput') : undefined}
        />
      )}
      {saved && (
        <StatusMessage tone="success" data-testid="profile-saved">
          {t('setting.saved')}
        </StatusMessage>
      )}
      <Button type="submit" size="large" fullWidth loading={isLoading} data-testid="profile-submit">
        {t('setting.submit')}
      </Button>
      <div className={styles.links}>
        <Link className={styles.link} to={links.to('/user/info')}>
          {t('nav.back')}
        </Link>
        <Link className={styles.link} to={links.to('/user/edit-password')}>
          {t('nav.editPassword')}
        </Link>
      </div>
    </form>
  );
}
