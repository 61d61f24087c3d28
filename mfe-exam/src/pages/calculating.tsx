import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@iq/design-system';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import styles from '../features/answering/exam.module.css';

const MEASURES = ['memory', 'speed', 'reaction', 'concentration', 'logic'] as const;
const STEP_MS = 600;

/** spec §2 score calculation wait screen: analysing the five measures, then e-mail capture. */
export default function CalculatingPage({ code, examId }: RemotePageProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [done, setDone] = useState(0);
  useEffect(() => {
    if (done >= MEASURES.length) {
      navigate(`/answer/email/${code}-${examId}`, { replace: true });
      return;
    }
    const timer = setTimeout(() => setDone(done + 1), STEP_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, code, examId]);
  return (
    <div className={styles.page} data-testid="screen-exam-calculating">
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
