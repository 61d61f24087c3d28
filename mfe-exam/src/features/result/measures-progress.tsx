import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@iq/design-system';
import { NS } from '../../i18n';
import styles from '../answering/exam.module.css';

const MEASURES = ['memory', 'speed', 'reaction', 'concentration', 'logic'] as const;
const STEP_MS = 500;

/** spec §2 score calculation wait screen: analysing the five measures, then e-mail capture. */
export function MeasuresProgress({ next }: { next: string }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [done, setDone] = useState(0);
  useEffect(() => {
    if (done >= MEASURES.length) {
      navigate(next, { replace: true });
      return;
    }
    const timer = setTimeout(() => setDone(done + 1), STEP_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, next]);
  return (
    <div className={styles.page} data-testid="exam-calculating">
      <h1>{t('calculating.title')}</h1>
      <ProgressBar
        value={done}
        max={MEASURES.length}
        aria-label={t('calculating.progress')}
        label={t('calculating.progress')}
      />
      <ul className={styles.list}>
        {MEASURES.map((measure, i) => (
          <li key={measure} aria-current={i === done ? 'step' : undefined}>
            {t(`measures.${measure}`)} {i < done ? '✓' : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
