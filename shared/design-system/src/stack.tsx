import type { ComponentPropsWithoutRef } from 'react';
import { classNames } from './class-names';
import styles from './stack.module.css';

export type StackGap = 'none' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl';

export interface StackProps extends ComponentPropsWithoutRef<'div'> {
  /** Vertical space between children, from the spacing tokens. */
  gap?: StackGap;
}

// '2xl' is not a valid start of a CSS class name, so gaps map to class names explicitly.
const gapClass: Record<StackGap, string> = {
  none: 'gapNone',
  xs: 'gapXs',
  sm: 'gapSm',
  md: 'gapMd',
  lg: 'gapLg',
  xl: 'gapXl',
  '2xl': 'gap2xl',
};

export function Stack({ gap = 'md', className, ...rest }: StackProps) {
  return <div {...rest} className={classNames(styles.stack, styles[gapClass[gap]], className)} />;
}
