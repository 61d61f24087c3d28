import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@iq/api';
import { EmailField, FieldError, TextField } from '@iq/design-system';
import {
  PERSONALITY_BIRTH_YEAR_MIN,
  PERSONALITY_NAME_MAX,
  QUESTIONNAIRE_MESSAGES,
  SEXES,
  personalityFormSchema,
  type ApiErrorLike,
} from './personality-form-types';
import { QUESTIONNAIRE_NAMESPACES } from './i18n';
import { useSavePersonalityFormMutation } from '../../api/questionnaire-api';
import { useSignedInAccountQuery } from '../../api/account-api';
import { profileFromAccount, type AccountProfileValues } from './profile-from-account';
import { REGION_CODES } from './region-codes';
import styles from './questionnaire.module.css';

type Field = 'firstName' | 'lastName' | 'email' | 'birthYear' | 'gender' | 'country';
interface Values {
  firstName: string;
  lastName: string;
  email: string;
  birthYear: string;
  gender: string;
  country: string;
}

// The QUESTIONNAIRE_MESSAGES this screen can meet (the form's checks and the server's answers).
const TRANSLATED_MESSAGES = [
  'firstNameRequired',
  'firstNameTooLong',
  'lastNameRequired',
  'lastNameTooLong',
  'emailRequired',
  'emailInvalid',
  'birthYearRequired',
  'birthYearInvalid',
  'genderRequired',
  'countryRequired',
  'profileRequired',
  'answersLocked',
] as const;

/** The i18n key of a QUESTIONNAIRE_MESSAGES text (the form's and the server's messages alike). */
function messageKey(message: string | undefined): string | null {
  const found = TRANSLATED_MESSAGES.find((key) => QUESTIONNAIRE_MESSAGES[key] === message);
  return found ? `questionnaire.messages.${found}` : null;
}

/** The fields the account settles, in form order: shown as a summary, not asked again. */
const ACCOUNT_FIELDS = ['firstName', 'lastName', 'email', 'birthYear', 'gender'] as const;

/**
 * spec §3 "Personality form", §5: every field required, each with its own message. For a
 * signed-in visitor (issue 38) what the account already has is filled in and not asked again:
 * `fromAccount` lists those fields until the visitor chooses to change them. `near`: the form
 * is (about to be) on screen, so the account is worth asking for.
 */
export function usePersonalityForm(needed: boolean, near = true) {
  const { t } = useTranslation(QUESTIONNAIRE_NAMESPACES, { nsMode: 'fallback' });
  const country = useAppSelector((state) => state.runtime.countryCode);
  // Only when the form is needed and near; a failed call leaves the form as for a visitor.
  const account = useSignedInAccountQuery(undefined, { skip: !needed || !near });
  const [accountValues, setAccountValues] = useState<AccountProfileValues>({});
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Values>(() => ({
    firstName: '',
    lastName: '',
    email: '',
    birthYear: '',
    gender: '',
    country: REGION_CODES.includes(country) ? country : '',
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [save, { isLoading }] = useSavePersonalityFormMutation();
  const [saved, setSaved] = useState(false);

  // The account arrives after the first render: it fills only the fields still empty.
  useEffect(() => {
    const fromAccount = profileFromAccount(account.data);
    if (Object.keys(fromAccount).length === 0) return;
    setAccountValues(fromAccount);
    setValues((current) => {
      const next = { ...current };
      for (const field of ACCOUNT_FIELDS)
        if (!next[field] && fromAccount[field]) next[field] = fromAccount[field];
      return next;
    });
  }, [account.data]);

  // Settled by the account: filled in from it and still holding its value.
  const fromAccount: Field[] = editing
    ? []
    : ACCOUNT_FIELDS.filter((field) => accountValues[field] && values[field] === accountValues[field]);

  /** Validates and saves; true once the server has the form. */
  const submit = async (): Promise<boolean> => {
    const parsed = personalityFormSchema.safeParse({
      ...values,
      birthYear: values.birthYear ? Number(values.birthYear) : undefined,
      gender: values.gender || undefined,
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        const key = messageKey(issue.message);
        if (!next[field] && key) next[field] = t(key, { max: PERSONALITY_NAME_MAX });
      }
      setErrors(next);
      // A refused value the summary hides: every field shows again, with its message.
      if (fromAccount.some((field) => next[field])) setEditing(true);
      return false;
    }
    setErrors({});
    setServerError(null);
    try {
      await save(parsed.data).unwrap();
      setSaved(true);
      return true;
    } catch (error) {
      setServerError(
        t(messageKey((error as ApiErrorLike).message) ?? 'errors.connection', { max: PERSONALITY_NAME_MAX }),
      );
      return false;
    }
  };

  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));
  return {
    needed: needed && !saved,
    values,
    errors,
    serverError,
    saving: isLoading,
    submit,
    set,
    fromAccount,
    edit: () => setEditing(true),
  };
}

/** The account's values in one short list, with a way to change them. */
function FromAccountSummary({ form }: { form: ReturnType<typeof usePersonalityForm> }) {
  const { t } = useTranslation(QUESTIONNAIRE_NAMESPACES, { nsMode: 'fallback' });
  const { values, fromAccount } = form;
  const shown = (field: Field) =>
    field === 'gender' ? t(`questionnaire.form.genders.${values.gender}`) : values[field];
  return (
    <div className={styles.fromAccount} data-testid="profile-from-account">
      <p>{t('questionnaire.form.fromAccount')}</p>
      <dl className={styles.accountValues}>
        {fromAccount.map((field) => (
          <div key={field}>
            <dt>{t(FIELD_LABELS[field])}</dt>
            <dd>{shown(field)}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className={styles.changeLink} onClick={form.edit}>
        {t('questionnaire.form.change')}
      </button>
    </div>
  );
}

const FIELD_LABELS: Record<Field, string> = {
  firstName: 'questionnaire.form.firstName',
  lastName: 'questionnaire.form.lastName',
  email: 'questionnaire.form.email',
  birthYear: 'questionnaire.form.birthYear',
  gender: 'questionnaire.form.gender',
  country: 'questionnaire.form.country',
};

export function PersonalityFormFields({ form }: { form: ReturnType<typeof usePersonalityForm> }) {
  const { t, i18n } = useTranslation(QUESTIONNAIRE_NAMESPACES, { nsMode: 'fallback' });
  const { values, errors, set } = form;
  const asked = (field: Field) => !form.fromAccount.includes(field);
  const thisYear = new Date().getUTCFullYear();
  const years = useMemo(
    () => Array.from({ length: thisYear - PERSONALITY_BIRTH_YEAR_MIN + 1 }, (_, i) => thisYear - i),
    [thisYear],
  );
  const countries = useMemo(() => {
    const names = regionNames(i18n.language);
    return REGION_CODES.map((code) => ({ code, name: names(code) })).sort((a, b) =>
      a.name.localeCompare(b.name, i18n.language),
    );
  }, [i18n.language]);

  return (
    <div className={styles.form}>
      <p>{t('questionnaire.form.why')}</p>
      {form.fromAccount.length > 0 && <FromAccountSummary form={form} />}
      {asked('firstName') && (
        <TextField
          id="pf-first-name"
          label={t('questionnaire.form.firstName')}
          autoComplete="given-name"
          maxLength={PERSONALITY_NAME_MAX}
          value={values.firstName}
          error={errors.firstName}
          onChange={(event) => set('firstName', event.target.value)}
        />
      )}
      {asked('lastName') && (
        <TextField
          id="pf-last-name"
          label={t('questionnaire.form.lastName')}
          autoComplete="family-name"
          maxLength={PERSONALITY_NAME_MAX}
          value={values.lastName}
          error={errors.lastName}
          onChange={(event) => set('lastName', event.target.value)}
        />
      )}
      {asked('email') && (
        <EmailField
          id="pf-email"
          label={t('questionnaire.form.email')}
          value={values.email}
          error={errors.email}
          onChange={(event) => set('email', event.target.value)}
        />
      )}
      {asked('birthYear') && (
        <div className={styles.selectField}>
          <label htmlFor="pf-birth-year">{t('questionnaire.form.birthYear')}</label>
          <select
            id="pf-birth-year"
            className={styles.select}
            value={values.birthYear}
            aria-invalid={errors.birthYear ? true : undefined}
            aria-describedby={errors.birthYear ? 'pf-birth-year-error' : undefined}
            onChange={(event) => set('birthYear', event.target.value)}
          >
            <option value="">{t('questionnaire.form.choose')}</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
          <FieldError id="pf-birth-year-error">{errors.birthYear}</FieldError>
        </div>
      )}
      {asked('gender') && (
        <fieldset
          className={styles.fieldset}
          aria-describedby={errors.gender ? 'pf-gender-error' : undefined}
        >
          <legend>{t('questionnaire.form.gender')}</legend>
          <div className={styles.choices}>
            {SEXES.map((sex) => (
              <label key={sex} className={styles.choice}>
                <input
                  type="radio"
                  name="pf-gender"
                  value={sex}
                  checked={values.gender === sex}
                  onChange={() => set('gender', sex)}
                />
                {t(`questionnaire.form.genders.${sex}`)}
              </label>
            ))}
          </div>
          <FieldError id="pf-gender-error">{errors.gender}</FieldError>
        </fieldset>
      )}
      <div className={styles.selectField}>
        <label htmlFor="pf-country">{t('questionnaire.form.country')}</label>
        <select
          id="pf-country"
          className={styles.select}
          autoComplete="country"
          value={values.country}
          aria-invalid={errors.country ? true : undefined}
          aria-describedby={errors.country ? 'pf-country-error' : undefined}
          onChange={(event) => set('country', event.target.value)}
        >
          <option value="">{t('questionnaire.form.choose')}</option>
          {countries.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
        <FieldError id="pf-country-error">{errors.country}</FieldError>
      </div>
      <FieldError id="pf-server-error">{form.serverError}</FieldError>
    </div>
  );
}

/** A region's name in the page's language (Intl), its code where Intl has none. */
function regionNames(locale: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}
