import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { trackEvent, useAppSelector } from '@iq/api';
import { useSkuListQuery } from '@iq/api/query';
import { Button, StatusMessage } from '@iq/design-system';
import type { Sku, SkuId } from '@iq/contracts';
import { formatPrice } from '@iq/i18n';
import { NS } from '../../i18n';
import { useCheckoutSessionStateQuery } from '../../api/order-api';
import { useCheckoutQuery, withQuery } from '../checkout-route/checkout-query';
import { loadErrorKey } from '../checkout-route/load-error';
import { DEFAULT_SKU, rememberTier, rememberedTier } from './remembered-tier';
import { TierOptions, TierOptionsPlaceholder } from './tier-options';
import { OfferCountdown } from './offer-countdown';
import { ExampleReviews } from './example-reviews';
import styles from './tiers.module.css';

function chosenOf(skus: readonly Sku[] | undefined, wanted: SkuId): Sku | null {
  if (!skus?.length) return null;
  return (
    skus.find((sku) => sku.skuId === wanted) ?? skus.find((sku) => sku.skuId === DEFAULT_SKU) ?? skus[0]!
  );
}

/**
 * spec §2 report tier selection: the four tiers with what each sells and the server's prices for
 * the buyer's country, the chosen one highlighted, the free tests named once, the total, then
 * payment.
 */
export function TierPage({ code, examId, testId }: { code: string; examId: number; testId: string }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { country, hl, search, sku } = useCheckoutQuery();
  const list = useSkuListQuery({ examId, country, hl });
  // Issue 36: a scored test whose answers look like guessing is still sold, but said so first.
  const session = useAppSelector((state) => state.runtime.examSession);
  const sessionState = useCheckoutSessionStateQuery(session ? { session } : skipToken);
  const guessing = sessionState.data?.guessingLikely === true;
  // The note goes above the tiers: both wait for the session's state, or the note would arrive
  // later and push the tiers down under the reader's thumb (a phone's layout shift of 0.2).
  const waitingForState = session !== null && sessionState.isLoading;
  const [wanted, setWanted] = useState<SkuId>(() => sku ?? rememberedTier() ?? DEFAULT_SKU);
  const chosen = chosenOf(list.data?.skus, wanted);
  const choose = (skuId: SkuId) => {
    setWanted(skuId);
    rememberTier(skuId);
  };
  const total = chosen ? formatPrice(chosen.priceMinor, chosen.currency, { locale: hl }) : null;

  return (
    <div className={styles.page} data-testid={testId}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('tiers.title')}</h1>
        <p className={styles.intro}>{t('tiers.intro')}</p>
        <OfferCountdown />
      </header>

      {guessing && (
        <div className={styles.guessing} role="note" data-testid="tier-guessing">
          <p className={styles.guessingTitle}>{t('tiers.guessing.title')}</p>
          <p className={styles.guessingBody}>{t('tiers.guessing.body')}</p>
          <Link
            className={styles.retake}
            to={`/answer_question/start_loading/${code}-${examId}${withQuery(search, { sku: null })}`}
            data-testid="tier-retake"
          >
            {t('tiers.guessing.retake')}
          </Link>
        </div>
      )}

      {list.isError ? (
        <div className={styles.failure}>
          <StatusMessage tone="error">{t(loadErrorKey(list.error))}</StatusMessage>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('errors.retry')}
          </Button>
        </div>
      ) : !list.data || list.isFetching || waitingForState ? (
        <TierOptionsPlaceholder label={t('tiers.loading')} />
      ) : !chosen ? (
        <StatusMessage tone="info">{t('tiers.empty')}</StatusMessage>
      ) : (
        <TierOptions skus={list.data.skus} chosen={chosen.skuId} onChoose={choose} locale={hl} />
      )}
      {/* Said once, here, instead of on every card: no tier sells these tests. */}
      <p className={styles.freeTests} data-testid="tier-free-tests">
        {t('tiers.freeTests')}
      </p>

      <div className={styles.totalBar} data-testid="tier-total">
        <p className={styles.total}>
          <span>{t('tiers.total')}</span>{' '}
          <span className={styles.totalPrice} data-testid="total-price">
            {total ?? '\u00a0'}
          </span>
        </p>
        <p className={styles.oneTime}>{t('tiers.oneTime')}</p>
        <Button
          size="large"
          disabled={!chosen}
          data-testid="tier-continue"
          onClick={() => {
            if (!chosen) return;
            rememberTier(chosen.skuId);
            trackEvent('add_to_cart', {
              contentId: chosen.skuId,
              value: chosen.priceMinor / 100,
              currency: chosen.currency,
            });
            navigate(`/paying/payment/${code}-${examId}${withQuery(search, { sku: chosen.skuId })}`);
          }}
        >
          {t('tiers.continue')}
        </Button>
      </div>

      <ExampleReviews />
    </div>
  );
}
