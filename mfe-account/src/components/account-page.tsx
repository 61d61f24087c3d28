import { useEffect, useRef, type ReactNode } from 'react';
import styles from './account.module.css';

/**
 * An account screen: its h1 (focusable, so a screen reader starts here after a route change),
 * an optional line under it, and the screen's content.
 */
export function AccountPage({
  title,
  intro,
  testId,
  wide = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  testId: string;
  wide?: boolean;
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Only when the shell moved here (focus left on the link that was clicked, or the body).
    if (document.activeElement === document.body) heading.current?.focus();
  }, []);
  return (
    <div className={wide ? `${styles.page} ${styles.wide}` : styles.page} data-testid={testId}>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {intro && <p className={styles.plain}>{intro}</p>}
      {children}
    </div>
  );
}
