// The design system's public API. Importing the package also loads the tokens and base styles,
// the only global CSS in the product; webpack extracts it into a .css file (strict CSP).
import './tokens.css';

export { Button } from './button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './button';
export { Card } from './card';
export type { CardHeadingLevel, CardPadding, CardProps } from './card';
export { ChoiceCard, ChoiceCardPlaceholder, ChoiceCards, ChoiceCardsPlaceholder } from './choice-cards';
export type {
  ChoiceCardProps,
  ChoiceCardsPlaceholderProps,
  ChoiceCardsProps,
  ChoiceColumns,
} from './choice-cards';
export { Container } from './container';
export { MessagePage } from './message-page';
export type { MessagePageProps, MessagePageWidth } from './message-page';
export type { ContainerProps } from './container';
export { MAIN_CONTENT_ID, PageLayout } from './page-layout';
export type { PageLayoutProps } from './page-layout';
export { ProgressBar } from './progress-bar';
export type { ProgressBarProps } from './progress-bar';
export { Spinner } from './spinner';
export type { SpinnerProps, SpinnerSize } from './spinner';
export { Stack } from './stack';
export type { StackGap, StackProps } from './stack';
export { StatusMessage } from './status-message';
export type { StatusMessageProps, StatusTone } from './status-message';
export { EmailField, FieldError, PasswordField, TextField } from './text-field';
export type { EmailFieldProps, FieldErrorProps, PasswordFieldProps, TextFieldProps } from './text-field';
