// The brain training guide (issue 35): delivered content of the tiers that include it. Loaded
// lazily by the extras section, and only for an item the report API says is unlocked.
import { useTranslation } from 'react-i18next';
import { GUIDE_NS } from './i18n';
import { GUIDE_SECTIONS, type GuideBlock } from './guide-sections';
import styles from './training-guide.module.css';

export default function TrainingGuide() {
  const { t } = useTranslation(GUIDE_NS);
  const block = (id: string, part: GuideBlock) => {
    const text = (key: string) => t(`sections.${id}.${key}`);
    if (part.kind === 'paragraph') return <p key={part.key}>{text(part.key)}</p>;
    if (part.kind === 'list')
      return (
        <ul key={part.keys[0]} className={styles.list}>
          {part.keys.map((key) => (
            <li key={key}>{text(key)}</li>
          ))}
        </ul>
      );
    return (
      <div key={part.title} className={styles.steps}>
        <h5 className={styles.stepsTitle}>{text(part.title)}</h5>
        <ol className={styles.list}>
          {part.keys.map((key) => (
            <li key={key}>{text(key)}</li>
          ))}
        </ol>
      </div>
    );
  };
  return (
    <article className={styles.guide} aria-labelledby="training-guide-title" data-testid="training-guide">
      <h3 id="training-guide-title" className={styles.title}>
        {t('title')}
      </h3>
      <p className={styles.intro}>{t('intro')}</p>
      {GUIDE_SECTIONS.map(({ id, blocks }) => (
        <section
          key={id}
          className={styles.section}
          aria-labelledby={`training-guide-${id}`}
          data-testid={`guide-${id}`}
        >
          <h4 id={`training-guide-${id}`} className={styles.sectionTitle}>
            {t(`sections.${id}.title`)}
          </h4>
          {blocks.map((part) => block(id, part))}
        </section>
      ))}
    </article>
  );
}
