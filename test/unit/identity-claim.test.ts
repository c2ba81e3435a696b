import { checkIdentityClaim } from '../../src/core/banks/identity';

// The claim behind REST /customer/:code/identification and GraphQL validateCustomer. GraphQL hands it
// strings that no REST input check has seen, so it refuses control characters itself, as sent: one
// at either end of a name is not whitespace to trim away.
const claim = { country: 'NG', type: 'bank_account', bvn: '22222222221', accountNumber: '0123456789', bankCode: '044', firstName: 'Ada', lastName: 'Obi' };

it('refuses a control character anywhere in a name, ends included', () => {
  for (const [field, name] of [
    ['firstName', 'first_name'],
    ['lastName', 'last_name'],
    ['middleName', 'middle_name'],
  ] as const) {
    for (const value of ['\tAda', 'Ada\n', 'A\u0000da', '\u202eAda']) {
      expect(() => checkIdentityClaim({ ...claim, [field]: value })).toThrow(`${name} is invalid`);
    }
  }
});

it('still trims plain spaces', () => {
  expect(checkIdentityClaim({ ...claim, firstName: '  Ada ', middleName: ' Ngozi ' })).toMatchObject({ firstName: 'Ada', middleName: 'Ngozi' });
});
