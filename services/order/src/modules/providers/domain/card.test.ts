import { cardBrand, checkCardForm, isExpired, parseExpiry, passesLuhn, testModeOutcome } from './card';

const NOW = new Date('2030-06-15T12:00:00Z');
const good = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ada Lovelace' };

describe('card checks', () => {
  test.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['4000000000009995', true],
    ['4000002760003184', true],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['4242424242424241', false],
    ['1234567812345678', false],
  ])('Luhn %s → %s', (digits, valid) => expect(passesLuhn(digits)).toBe(valid));

  test.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3566002020360505', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['9999999999999995', 'card'],
  ])('brand of %s is %s', (digits, brand) => expect(cardBrand(digits)).toBe(brand));

  test.each([
    ['12/34', { month: 12, year: 2034 }],
    ['1/31', { month: 1, year: 2031 }],
    [' 06 / 30 ', { month: 6, year: 2030 }],
    ['0630', { month: 6, year: 2030 }],
    ['06-2031', { month: 6, year: 2031 }],
    ['13/30', null],
    ['00/30', null],
    ['6/3', null],
    ['june', null],
    ['', null],
  ])('expiry %j → %j', (raw, parsed) => expect(parseExpiry(raw)).toEqual(parsed));

  test('a card is valid through the end of its month', () => {
    expect(isExpired({ month: 6, year: 2030 }, NOW)).toBe(false);
    expect(isExpired({ month: 5, year: 2030 }, NOW)).toBe(true);
    expect(isExpired({ month: 12, year: 2029 }, NOW)).toBe(true);
  });

  test('a good form gives the brand and last four only', () => {
    const checked = checkCardForm(good, NOW);
    expect(checked.problems).toEqual({});
    expect(checked.card?.summary).toEqual({ brand: 'visa', last4: '4242' });
  });

  test.each([
    [{ cardNumber: '' }, { cardNumber: 'cardNumberMissing' }],
    [{ cardNumber: '4242 4242 4242 4241' }, { cardNumber: 'cardNumberInvalid' }],
    [{ cardNumber: '4242' }, { cardNumber: 'cardNumberInvalid' }],
    [{ cardNumber: '4242-4242-4242-424x' }, { cardNumber: 'cardNumberInvalid' }],
    [{ expiry: '5/30' }, { expiry: 'expiryPast' }],
    [{ expiry: '12345' }, { expiry: 'expiryInvalid' }],
    [{ cvc: '12' }, { cvc: 'cvcInvalid' }],
    [{ cvc: '12345' }, { cvc: 'cvcInvalid' }],
    [{ cvc: 'abc' }, { cvc: 'cvcInvalid' }],
    [{ cardNumber: '378282246310005', cvc: '123' }, { cvc: 'cvcInvalid' }], // amex: four digits
    [{ name: '  ' }, { name: 'nameMissing' }],
    [
      { cardNumber: '', expiry: '', cvc: '', name: '' },
      { cardNumber: 'cardNumberMissing', expiry: 'expiryInvalid', cvc: 'cvcInvalid', name: 'nameMissing' },
    ],
  ])('%j → %j', (change, problems) => {
    const checked = checkCardForm({ ...good, ...change }, NOW);
    expect(checked.problems).toEqual(problems);
    expect(checked.card).toBeUndefined();
  });

  test.each([
    ['4242424242424242', { kind: 'succeeded' }],
    ['4000000000000002', { kind: 'failed', reason: 'declined' }],
    ['4000000000009995', { kind: 'failed', reason: 'insufficient-funds' }],
    ['4000002760003184', { kind: 'requires-3ds' }],
    ['5555555555554444', { kind: 'failed', reason: 'declined' }],
  ])('test mode: %s → %j', (digits, outcome) => expect(testModeOutcome(digits)).toEqual(outcome));
});
