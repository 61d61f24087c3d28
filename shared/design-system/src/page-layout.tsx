import type { ReactNode } from 'react';
import { Container } from './container';
import styles from './page-layout.module.css';

export const MAIN_CONTENT_ID = 'main';

export interface PageLayoutProps {
  /** Text of the skip-to-content link, already translated (the first thing a keyboard user reaches). */
  skipLinkLabel: string;
  header?: ReactNode;
  footer?: ReactNode;
  /** The page's content, rendered in <main id="main">. */
  children?: ReactNode;
  /** false lets a page lay out full-bleed sections itself (wrapping its own parts in Container). */
  contained?: boolean;
}

export function PageLayout({ skipLinkLabel, header, footer, children, contained = true }: PageLayoutProps) {
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        {skipLinkLabel}
      </a>
      {header && (
        <header className={styles.header}>
          <Container>{header}</Container>
        </header>
      )}
      {/* tabIndex -1 so following the skip link moves keyboard focus here, not only the scroll position. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {contained ? <Container>{children}</Container> : children}
      </main>
      {footer && (
        <footer className={styles.footer}>
          <Container>{footer}</Container>
        </footer>
      )}
    </div>
  );
}
