import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionnaireView } from '@iq/contracts';
import { QUESTIONNAIRE_NAMESPACES } from './i18n';
import { KeysHint } from '../question/question-frame';
import styles from './questionnaire.module.css';

interface Props {
  item: { id: string; text: string };
  options: QuestionnaireView['responseOptions'];
  value: number | undefined;
  /** Arrow keys: the selection moves (and is saved) like a native radio group's. */
  onSelect: (value: number) => void;
  /** A click, Enter or Space: the answer is given, the screen moves on. */
  onChoose: (value: number) => void;
}

/** The "Not at all" … "Very much" scale as a radio group with roving focus. */
export function ScaleOptions({ item, options, value, onSelect, onChoose }: Props) {
  const { t } = useTranslation(QUESTIONNAIRE_NAMESPACES, { nsMode: 'fallback' });
  const textId = useId();
  const hintId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = options.findIndex((option) => option.value === value);
  const focusable = selected >= 0 ? selected : 0;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (index + step + options.length) % options.length;
    refs.current[next]?.focus();
    onSelect(options[next]!.value);
  };

  return (
    <div className={styles.item}>
      <p className={styles.itemText} id={textId} data-testid="questionnaire-item">
        {item.text}
      </p>
      <div className={styles.options} role="radiogroup" aria-labelledby={textId} aria-describedby={hintId}>
        {options.map((option, index) => (
          <button
            key={option.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={option.value === value}
            tabIndex={index === focusable ? 0 : -1}
            className={styles.option}
            onKeyDown={(event) => onKeyDown(event, index)}
            onClick={() => onChoose(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      <KeysHint id={hintId}>{t('questionnaire.keys')}</KeysHint>
    </div>
  );
}
