// spec §5: a new password and its repeat must match ('Passwords do not match'); the contracts'
// minimum length is checked before asking the server. Pure.
import type { TFunction } from 'i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '../features/account-rules';

export function newPasswordErrors(
  password: string,
  repeat: string,
  t: TFunction,
): { password?: string; repeat?: string } {
  const errors: { password?: string; repeat?: string } = {};
  if (password.length < PASSWORD_MIN) errors.password = t('password.tooShort', { min: PASSWORD_MIN });
  else if (password.length > PASSWORD_MAX) errors.password = t('password.tooLong', { max: PASSWORD_MAX });
  if (!errors.password && repeat !== password) errors.repeat = t('password.mismatch');
  return errors;
}
