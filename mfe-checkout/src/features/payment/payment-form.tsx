import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { trackEvent } from '@iq/api';
import { Button, EmailField, StatusMessage } from '@iq/design-system';
import { ORDER_ERROR_MESSAGES, isEmail, type PayMethod, type PaymentMethodList } from '@iq/contracts';
import { NS } from '../../i18n';
import styles from './payment.module.css';

export interface PaymentChoice {
  email: string;
  payMethod: PayMethod;
}

/**
 * spec §2 payment: contact e-mail, method choice, and before anything is charged a plain
 * statement of the price, what is bought and that it is paid once. `onPay` resolves to an
 * error text to show, or null while the browser leaves for the provider's page.
 */
export function PaymentForm({
  methods,
  initialEmail,
  price,
  tierName,
  summary,
  onPay,
}: {
  methods: PaymentMethodList;
  initialEmail: string;
  price: string;
  tierName: string;
  summary: ReactNode;
  onPay: (choice: PaymentChoice) => Promise<string | null>;
}) {
  const { t } = useTranslation(NS);
  const [email, setEmail] = useState(initialEmail);
  const [payMethod, setPayMethod] = useState<PayMethod | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [methodError, setMethodError] = useState<string | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (paying) return;
    const address = email.trim();
    const nextEmailError = !address
      ? t('payment.emailRequired')
      : !isEmail(address)
        ? t('payment.emailInvalid')
        : null;
    const nextMethodError = payMethod
      ? null
      : t('payment.methodRequired', { defaultValue: ORDER_ERROR_MESSAGES.payMethodRequired });
    setEmailError(nextEmailError);
    setMethodError(nextMethodError);
    setPayError(null);
    if (nextEmailError || nextMethodError || !payMethod) {
      document.getElementById(nextEmailError ? 'payment-email' : `pay-method-${methods[0]?.id}`)?.focus();
      return;
    }
    setPaying(true);
    trackEvent('add_payment_info');
    void onPay({ email: address, payMethod }).then((error) => {
      if (error === null) return; // leaving for the provider's page: stay busy
      setPayError(error);
      setPaying(false);
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="payment-form">
      {summary}

      <EmailField
        id="payment-email"
        label={t('payment.emailLabel')}
        hint={t('payment.emailHint')}
        error={emailError}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />

      <fieldset
        className={styles.methods}
        aria-invalid={methodError ? true : undefined}
        aria-describedby={methodError ? 'pay-method-error' : undefined}
      >
        <legend className={styles.label}>{t('payment.methodLegend')}</legend>
        {methods.map((method) => (
          <label
            key={method.id}
            className={styles.method}
            data-selected={payMethod === method.id || undefined}
          >
            <input
              id={`pay-method-${method.id}`}
              className={styles.methodRadio}
              type="radio"
              name="payMethod"
              value={method.id}
              checked={payMethod === method.id}
              onChange={() => {
                setPayMethod(method.id);
                setMethodError(null);
              }}
            />
            <span>
              <span className={styles.methodName}>
                {t(`payment.methods.${method.id}`, { defaultValue: method.name })}
              </span>
              <span className={styles.methodHint}>{t(`payment.methodHints.${method.id}`)}</span>
            </span>
          </label>
        ))}
        {methodError && (
          <p id="pay-method-error" className={styles.error} role="alert">
            {methodError}
          </p>
        )}
      </fieldset>

      <p className={styles.statement} data-testid="one-time-statement">
        {t('payment.statement', { price, tier: tierName })}
      </p>

      {payError && <StatusMessage tone="error">{payError}</StatusMessage>}

      <Button type="submit" size="large" fullWidth loading={paying} data-testid="pay">
        {t('payment.pay', { price })}
      </Button>
    </form>
  );
}
