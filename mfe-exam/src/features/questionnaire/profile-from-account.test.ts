import type { UserProfile } from '@iq/contracts';
import { profileFromAccount } from './profile-from-account';

const ACCOUNT: UserProfile = {
  userId: 7,
  name: 'Free Tester',
  email: 'free.tester@example.com',
  nickname: null,
  phone: null,
  birthday: null,
  sex: null,
  hasPassword: true,
};

test.each<[string, Partial<UserProfile> | null, ReturnType<typeof profileFromAccount>]>([
  ['nobody signed in: nothing', null, {}],
  [
    'two words: first and last name, and the e-mail',
    {},
    { firstName: 'Free', lastName: 'Tester', email: 'free.tester@example.com' },
  ],
  [
    'more words: the last one is the last name',
    { name: '  Ada  King  Lovelace ' },
    { firstName: 'Ada King', lastName: 'Lovelace', email: 'free.tester@example.com' },
  ],
  ['one word: the names are asked', { name: 'Cher' }, { email: 'free.tester@example.com' }],
  ['no spaces (王小明): the names are asked', { name: '王小明' }, { email: 'free.tester@example.com' }],
  [
    'a name part over 50 characters: asked',
    { name: `Ann ${'x'.repeat(51)}` },
    { email: 'free.tester@example.com' },
  ],
  [
    'birthday and sex: the year and the gender',
    { name: 'Cher', birthday: '1990-05-17', sex: 'confidential' },
    { email: 'free.tester@example.com', birthYear: '1990', gender: 'confidential' },
  ],
  [
    'a birthday before 1900 or after this year: asked',
    { name: 'Cher', birthday: '1899-12-31' },
    { email: 'free.tester@example.com' },
  ],
  [
    'a future birthday: asked',
    { name: 'Cher', birthday: '2031-01-01' },
    { email: 'free.tester@example.com' },
  ],
])('%s', (_case, overrides, expected) => {
  const account = overrides === null ? null : { ...ACCOUNT, ...overrides };
  expect(profileFromAccount(account, 2026)).toEqual(expected);
});
