// South African accounts POST /bank/validate verifies with fixed holders (docs/guide.md "Bank
// lookups"): the first is Paystack's own Validate Account sample. Any other well-formed account at a
// South African bank has a generated holder name (as a NUBAN does); the nonexistent numbers of
// core/banks/directory.ts do not exist here either.
export interface ZaTestAccount {
  bankCode: string;
  accountNumber: string;
  accountName: string;
  accountType: 'personal' | 'business';
  documentType: 'identityNumber' | 'passportNumber' | 'businessRegistrationNumber';
  documentNumber: string;
}

export const ZA_TEST_ACCOUNTS: readonly ZaTestAccount[] = [
  {
    bankCode: '632005',
    accountNumber: '0123456789',
    accountName: 'Ann Bron',
    accountType: 'personal',
    documentType: 'identityNumber',
    documentNumber: '1234567890123',
  },
  {
    bankCode: '470010',
    accountNumber: '1234567890',
    accountName: 'Thabo Mokoena',
    accountType: 'personal',
    documentType: 'identityNumber',
    documentNumber: '8001015009087',
  },
  {
    bankCode: '250655',
    accountNumber: '62000000001',
    accountName: 'Kobo Test Traders',
    accountType: 'business',
    documentType: 'businessRegistrationNumber',
    documentNumber: '2015/123456/07',
  },
];
