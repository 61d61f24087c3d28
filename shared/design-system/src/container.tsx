import type { ComponentPropsWithoutRef } from 'react';
import { classNames } from './class-names';
import styles from './container.module.css';

export type ContainerProps = ComponentPropsWithoutRef<'div'>;

/** Centres content at the product's maximum width, with side paddings that grow with the screen. */
export function Container({ className, ...rest }: ContainerProps) {
  return <div {...rest} className={classNames(styles.container, className)} />;
}
