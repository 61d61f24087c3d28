import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { classNames } from './class-names';
import styles from './card.module.css';

export type CardPadding = 'none' | 'small' | 'medium' | 'large';
export type CardHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface CardProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** Shown as the card's heading and used as the section's accessible name. */
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline (h1 belongs to the page). */
  headingLevel?: CardHeadingLevel;
  padding?: CardPadding;
}

export function Card({
  title,
  headingLevel = 2,
  padding = 'medium',
  className,
  children,
  ...rest
}: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      {...rest}
      className={classNames(styles.card, styles[padding], className)}
    >
      {title && (
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
      )}
      {children}
    </section>
  );
}
