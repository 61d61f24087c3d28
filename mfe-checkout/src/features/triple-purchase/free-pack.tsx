// spec §2 /triplePurchase with an order: the "free evaluation pack" of spec §9. Its three tests
// (personality, EQ, brain dominance) are free (docs/decisions), so the pack is shown at its real
// price, 0, "free with your report"; adding it charges nothing, then each test has its link.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Spinner, StatusMessage } from '@iq/design-system';
import { loadErrorKey } from '@iq/api';
import type { ApiError } from '@iq/api/query';
import type { ExtraPackage, GiftTest } from '@iq/contracts';
import { formatPrice } from '@iq/i18n';
import { NS } from '../../i18n';
import { useExtraPackagesQuery, useSubmitExtraOrderMutation } from '../../api/extra-api';
import { withPageQuery } from './free-pack-links';
import styles from './free-pack.module.css';

function takenOn(takenAt: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(takenAt));
}

function TestItem({ test, ordered, search }: { test: GiftTest; ordered: boolean; search: string }) {
  const { t, i18n } = useTranslation(NS);
  const name = t(`triplePurchase.tests.${test.kind}`);
  return (
    <li className={styles.test} data-testid={`free-pack-test-${test.examId}`}>
      <h2 className={styles.name}>{name}</h2>
      <p className={styles.line}>
        {test.state === 'unlocked' && test.takenAt
          ? t('triplePurchase.state.unlocked', { date: takenOn(test.takenAt, i18n.language) })
          : t('triplePurchase.state.notTaken')}
      </p>
      <p className={styles.line}>{t(`triplePurchase.unlocks.${test.unlocksWith}`)}</p>
      {ordered &&
        (test.state === 'unlocked' && test.resultPath ? (
          <Link className={styles.link} to={withPageQuery(test.resultPath, search)}>
            {t('triplePurchase.seeResult', { name })}
          </Link>
        ) : (
          <Link
            className={styles.link}
            to={withPageQuery(test.takePath, search)}
            data-testid={`free-pack-take-${test.examId}`}
          >
            {t('triplePurchase.take', { name })}
          </Link>
        ))}
    </li>
  );
}

export function FreePack({
  orderNumber,
  search,
  hl,
  freeTests,
}: {
  orderNumber: string;
  search: string;
  hl: string;
  /** The free tests page of an account (the way when the order cannot add the pack). */
  freeTests: string;
}) {
  const { t } = useTranslation(NS);
  const list = useExtraPackagesQuery({ orderNumber });
  const [submit, submitted] = useSubmitExtraOrderMutation();
  const addedRef = useRef<HTMLDivElement>(null);
  const justAdded = submitted.isSuccess;
  // Keyboard and screen-reader users land on the confirmation, right above the tests' links.
  useEffect(() => {
    if (justAdded) addedRef.current?.focus();
  }, [justAdded]);

  const freeTestsLink = (
    <Link className={styles.link} to={freeTests} data-testid="free-tests-link">
      {t('triplePurchase.action')}
    </Link>
  );

  let body;
  if (list.isLoading) {
    body = <Spinner aria-label={t('triplePurchase.loading')} />;
  } else if (list.isError) {
    const error = list.error as ApiError | undefined;
    body =
      error?.status === 404 ? (
        <>
          <StatusMessage tone="error">{t('triplePurchase.notFound')}</StatusMessage>
          {freeTestsLink}
        </>
      ) : (
        <>
          <StatusMessage tone="error">{t(loadErrorKey(error))}</StatusMessage>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => void list.refetch()}>
              {t('errors.retry')}
            </Button>
          </div>
        </>
      );
  } else {
    const pack: ExtraPackage | undefined = submitted.data ?? list.data?.packages[0];
    if (!pack || !list.data) {
      body = (
        <>
          <p className={styles.plain}>{t('triplePurchase.empty')}</p>
          {freeTestsLink}
        </>
      );
    } else {
      const ordered = pack.orderedAt !== null;
      const price = formatPrice(pack.priceMinor, pack.currency, { locale: hl });
      body = (
        <>
          <p className={styles.plain}>{t('triplePurchase.intro')}</p>
          <p className={styles.price} data-testid="free-pack-price">
            {t('triplePurchase.price', { price })}
          </p>
          <ul className={styles.tests}>
            {pack.tests.map((test) => (
              <TestItem key={test.examId} test={test} ordered={ordered} search={search} />
            ))}
          </ul>
          {ordered ? (
            <div ref={addedRef} tabIndex={-1}>
              <StatusMessage tone="success" data-testid="free-pack-added">
                {t('triplePurchase.added')}
              </StatusMessage>
            </div>
          ) : list.data.orderPaid ? (
            <>
              {submitted.isError && (
                <StatusMessage tone="error">{t('triplePurchase.submitFailed')}</StatusMessage>
              )}
              <div className={styles.actions}>
                <Button
                  size="large"
                  loading={submitted.isLoading}
                  data-testid="free-pack-submit"
                  onClick={() => void submit({ orderNumber, packageId: pack.packageId })}
                >
                  {t('triplePurchase.submit', { price })}
                </Button>
              </div>
            </>
          ) : (
            <>
              <StatusMessage>{t('triplePurchase.unpaid')}</StatusMessage>
              {freeTestsLink}
            </>
          )}
        </>
      );
    }
  }

  return (
    <div className={styles.page} data-testid="screen-checkout-triple-purchase">
      <h1 className={styles.title}>{t('triplePurchase.title')}</h1>
      {body}
    </div>
  );
}
