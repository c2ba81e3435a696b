import { maskText } from '../../src/core/mask';

// What log lines keep of digit runs: card numbers masked as Paystack shows them, times and
// migration names (13-digit milliseconds) left readable.
describe('maskText', () => {
  it('masks card numbers, spaced or dashed, passing Luhn or not when unbroken', () => {
    expect(maskText('card 4084084084084081 declined')).toBe('card 408408******4081 declined');
    expect(maskText('card=4084-0840-8408-4081')).toBe('card=408408******4081');
    expect(maskText('pan4084084084084082')).toBe('pan408408******4082');
    expect(maskText('visa 4222222222222')).toBe('visa 422222******2222');
  });

  it('leaves times in milliseconds and migration names readable', () => {
    expect(maskText('migrations: Foundation1795000000000, GivenBack1795002750000')).toBe('migrations: Foundation1795000000000, GivenBack1795002750000');
    expect(maskText('clock moved to 1795787353490')).toBe('clock moved to 1795787353490');
  });

  it('hides secret keys', () => {
    expect(maskText('key sk_test_4f88947861096f2c')).toBe('key sk_test_…');
  });
});
