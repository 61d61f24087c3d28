import * as contracts from '@iq/contracts';
import * as rules from './account-rules';

test('the copied rules are the contracts’ own', () => {
  expect(rules.PASSWORD_MIN).toBe(contracts.PASSWORD_MIN);
  expect(rules.PASSWORD_MAX).toBe(contracts.PASSWORD_MAX);
  expect(rules.RESET_CODE_LENGTH).toBe(contracts.RESET_CODE_LENGTH);
  expect(rules.RESET_CODE_TTL_MINUTES).toBe(contracts.RESET_CODE_TTL_MINUTES);
  expect(rules.SEXES).toEqual(contracts.SEXES);
});

test.each(['', '+44 20 7946 0000', '(020) 7946-0000', 'call me', '+'.repeat(2), '1'.repeat(26)])(
  'phone %j: the same verdict as the contract',
  (phone) => {
    const contract = contracts.updateProfileRequestSchema.safeParse({ phone }).success;
    expect(rules.PHONE_PATTERN.test(phone.trim())).toBe(contract);
  },
);

test.each([50, 51])('nickname of %i characters: the same verdict as the contract', (length) => {
  const nickname = 'a'.repeat(length);
  const contract = contracts.updateProfileRequestSchema.safeParse({ nickname }).success;
  expect(nickname.length <= rules.NICKNAME_MAX).toBe(contract);
});
