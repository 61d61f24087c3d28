import type { ReactNode } from 'react';
import { Card } from './card';
import { classNames } from './class-names';
import styles from './message-page.module.css';

export type MessagePageWidth = 'narrow' | 'medium' | 'wide';

export interface MessagePageProps {
  /** The page's h1. */
  title: ReactNode;
  /** The message, shown in a card under the title. */
  body: ReactNode;
  width?: MessagePageWidth;
  /** Actions or content under the message. */
  children?: ReactNode;
  'data-testid'?: string;
}

/** A page that is a title, a message and what follows it (status, success, failure screens). */
export function MessagePage({ title, body, width = 'medium', children, ...rest }: MessagePageProps) {
  return (
    <div className={classNames(styles.page, styles[width])} data-testid={rest['data-testid']}>
      <h1 className={styles.title}>{title}</h1>
      <Card>
        <p className={styles.body}>{body}</p>
      </Card>
      {children}
    </div>
  );
}
