// Cards that each hold one radio of a group (the plans, the tiers): the whole card picks, the
// chosen one is marked on its edge, and a placeholder of the same shape holds the room while the
// choices load, so nothing moves when they arrive.
import type { ReactNode } from 'react';
import { classNames } from './class-names';
import styles from './choice-cards.module.css';

/** Columns from the tablet (768 px) and wide (1200 px) breakpoints up; one column below. */
export interface ChoiceColumns {
  tablet?: 2 | 3;
  wide?: 4;
}

const columnClasses = ({ tablet, wide }: ChoiceColumns = {}) =>
  classNames(styles.group, tablet && styles[`tablet${tablet}`], wide && styles[`wide${wide}`]);

export interface ChoiceCardsProps {
  /** The group's name for assistive technology (shown to them only). */
  legend: ReactNode;
  columns?: ChoiceColumns;
  children: ReactNode;
  'data-testid'?: string;
}

/** The radio group: a fieldset laid out as a grid of cards. */
export function ChoiceCards({ legend, columns, children, 'data-testid': testId }: ChoiceCardsProps) {
  return (
    <fieldset className={columnClasses(columns)} data-testid={testId}>
      <legend className={styles.visuallyHidden}>{legend}</legend>
      {children}
    </fieldset>
  );
}

export interface ChoiceCardProps {
  /** The radio's id; the label points at it, and `${id}-…` ids may name the details. */
  id: string;
  name: string;
  value: string;
  checked: boolean;
  onChoose: () => void;
  /** What the card is called and costs: the radio's label. */
  label: ReactNode;
  /** 'stacked': one line under the other; 'spread': on one line when they fit. */
  labelLayout?: 'stacked' | 'spread';
  /** The id of the details that describe the choice. */
  describedBy?: string;
  /** Shown on the card's top edge while it is chosen. */
  selectedBadge?: ReactNode;
  children?: ReactNode;
  'data-testid'?: string;
}

export function ChoiceCard({
  id,
  name,
  value,
  checked,
  onChoose,
  label,
  labelLayout = 'stacked',
  describedBy,
  selectedBadge,
  children,
  'data-testid': testId,
}: ChoiceCardProps) {
  return (
    <div className={styles.card} data-selected={checked || undefined} data-testid={testId}>
      <input
        id={id}
        className={styles.radio}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChoose}
        aria-describedby={describedBy}
      />
      <label htmlFor={id} className={classNames(styles.label, styles[labelLayout])}>
        {label}
      </label>
      {children}
      {checked && selectedBadge && <span className={styles.selectedBadge}>{selectedBadge}</span>}
    </div>
  );
}

export interface ChoiceCardsPlaceholderProps {
  /** Said to assistive technology while the choices load. */
  label: ReactNode;
  columns?: ChoiceColumns;
  children: ReactNode;
  'data-testid'?: string;
}

/** The group's room while the choices load (busy, its label a status). */
export function ChoiceCardsPlaceholder({
  label,
  columns,
  children,
  'data-testid': testId,
}: ChoiceCardsPlaceholderProps) {
  return (
    <div className={columnClasses(columns)} aria-busy="true" data-testid={testId}>
      <span className={styles.visuallyHidden} role="status">
        {label}
      </span>
      {children}
    </div>
  );
}

/** One card's room while loading: the label's shape and the details, hidden from assistive technology. */
export function ChoiceCardPlaceholder({
  label,
  labelLayout = 'stacked',
  children,
}: {
  label: ReactNode;
  labelLayout?: 'stacked' | 'spread';
  children?: ReactNode;
}) {
  return (
    <div className={styles.card} aria-hidden="true">
      <span className={classNames(styles.label, styles[labelLayout])}>{label}</span>
      {children}
    </div>
  );
}
