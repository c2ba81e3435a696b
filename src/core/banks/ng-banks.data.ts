// Nigerian banks as Paystack's List Banks endpoint returns them (`GET /bank?country=nigeria`):
// name, slug, NIP/CBN short code, CBN sort code ("longcode", empty where Paystack returns ""),
// and whether the bank offers Pay with Bank. Source: Paystack List Banks responses
// (reference/paystack-doc-snippets src/api/miscellaneous/bank and providers samples for Abbey
// Mortgage, Coronation, Infinity MFB, Paycom and Wema) and the CBN bank-code list for the rest.
// `ussd` is the bank's USSD short code where Kobo's checkout offers USSD payment.
// `pay_with_bank` is true only for banks whose test flow the simulator implements (docs/guide.md "Test
// cards and accounts"), so the directory never offers a flow that cannot complete.
export interface NgBankRecord {
  id: number;
  name: string;
  slug: string;
  code: string;
  longcode: string;
  pay_with_bank: boolean;
  // Pay with Bank by the payer's phone and the token their bank's app shows (Kuda), not an account
  // number and birthday: the checkout's account-number form leaves such a bank out.
  payWithPhone?: boolean;
  ussd?: string;
}

export const NG_BANKS: readonly NgBankRecord[] = [
  { id: 1, name: 'Access Bank', slug: 'access-bank', code: '044', longcode: '044150149', pay_with_bank: false },
  { id: 2, name: 'Access Bank (Diamond)', slug: 'access-bank-diamond', code: '063', longcode: '063150162', pay_with_bank: false },
  { id: 3, name: 'ALAT by WEMA', slug: 'alat-by-wema', code: '035A', longcode: '035150103', pay_with_bank: false },
  { id: 4, name: 'Citibank Nigeria', slug: 'citibank-nigeria', code: '023', longcode: '023150005', pay_with_bank: false },
  { id: 5, name: 'Ecobank Nigeria', slug: 'ecobank-nigeria', code: '050', longcode: '050150010', pay_with_bank: false },
  { id: 6, name: 'Fidelity Bank', slug: 'fidelity-bank', code: '070', longcode: '070150003', pay_with_bank: false },
  { id: 7, name: 'First Bank of Nigeria', slug: 'first-bank-of-nigeria', code: '011', longcode: '011151003', pay_with_bank: true },
  { id: 8, name: 'First City Monument Bank', slug: 'first-city-monument-bank', code: '214', longcode: '214150018', pay_with_bank: false },
  { id: 9, name: 'Guaranty Trust Bank', slug: 'guaranty-trust-bank', code: '058', longcode: '058152036', pay_with_bank: true, ussd: '737' },
  { id: 10, name: 'Heritage Bank', slug: 'heritage-bank', code: '030', longcode: '030159992', pay_with_bank: false },
  { id: 11, name: 'Jaiz Bank', slug: 'jaiz-bank', code: '301', longcode: '301080020', pay_with_bank: false },
  { id: 12, name: 'Keystone Bank', slug: 'keystone-bank', code: '082', longcode: '082150017', pay_with_bank: false },
  { id: 13, name: 'Polaris Bank', slug: 'polaris-bank', code: '076', longcode: '076151006', pay_with_bank: false },
  { id: 14, name: 'Providus Bank', slug: 'providus-bank', code: '101', longcode: '', pay_with_bank: false },
  { id: 15, name: 'Stanbic IBTC Bank', slug: 'stanbic-ibtc-bank', code: '221', longcode: '221159522', pay_with_bank: false },
  { id: 16, name: 'Standard Chartered Bank', slug: 'standard-chartered-bank', code: '068', longcode: '068150015', pay_with_bank: false },
  { id: 17, name: 'Sterling Bank', slug: 'sterling-bank', code: '232', longcode: '232150016', pay_with_bank: false, ussd: '822' },
  { id: 18, name: 'Suntrust Bank', slug: 'suntrust-bank', code: '100', longcode: '', pay_with_bank: false },
  { id: 19, name: 'Union Bank of Nigeria', slug: 'union-bank-of-nigeria', code: '032', longcode: '032080474', pay_with_bank: false },
  { id: 20, name: 'United Bank For Africa', slug: 'united-bank-for-africa', code: '033', longcode: '033153513', pay_with_bank: true, ussd: '919' },
  { id: 21, name: 'Unity Bank', slug: 'unity-bank', code: '215', longcode: '215154097', pay_with_bank: false },
  { id: 22, name: 'Wema Bank', slug: 'wema-bank', code: '035', longcode: '035150103', pay_with_bank: false },
  { id: 23, name: 'Zenith Bank', slug: 'zenith-bank', code: '057', longcode: '057150013', pay_with_bank: true, ussd: '966' },
  { id: 24, name: 'Globus Bank', slug: 'globus-bank', code: '00103', longcode: '103015001', pay_with_bank: false },
  { id: 25, name: 'Titan Bank', slug: 'titan-bank', code: '102', longcode: '', pay_with_bank: false },
  { id: 26, name: 'TAJ Bank', slug: 'taj-bank', code: '302', longcode: '', pay_with_bank: false },
  { id: 27, name: 'Lotus Bank', slug: 'lotus-bank', code: '303', longcode: '', pay_with_bank: false },
  { id: 28, name: 'Parallex Bank', slug: 'parallex-bank', code: '526', longcode: '', pay_with_bank: false },
  { id: 29, name: 'Premium Trust Bank', slug: 'premiumtrust-bank', code: '105', longcode: '', pay_with_bank: false },
  { id: 30, name: 'Signature Bank Ltd', slug: 'signature-bank-ltd', code: '106', longcode: '', pay_with_bank: false },
  { id: 31, name: 'Optimus Bank Limited', slug: 'optimus-bank-ltd', code: '107', longcode: '', pay_with_bank: false },
  { id: 32, name: 'Coronation Merchant Bank', slug: 'coronation-merchant-bank', code: '559', longcode: '', pay_with_bank: false },
  { id: 33, name: 'FSDH Merchant Bank Limited', slug: 'fsdh-merchant-bank-limited', code: '501', longcode: '', pay_with_bank: false },
  { id: 34, name: 'Rand Merchant Bank', slug: 'rand-merchant-bank', code: '502', longcode: '', pay_with_bank: false },
  { id: 35, name: 'Abbey Mortgage Bank', slug: 'abbey-mortgage-bank', code: '801', longcode: '', pay_with_bank: false },
  { id: 36, name: 'Infinity MFB', slug: 'infinity-mfb', code: '50457', longcode: '', pay_with_bank: false },
  { id: 37, name: 'Kuda Bank', slug: 'kuda-bank', code: '50211', longcode: '', pay_with_bank: true, payWithPhone: true },
  { id: 38, name: 'Moniepoint MFB', slug: 'moniepoint-mfb-ng', code: '50515', longcode: '', pay_with_bank: false },
  { id: 39, name: 'OPay Digital Services Limited (OPay)', slug: 'paycom', code: '999992', longcode: '', pay_with_bank: false },
  { id: 40, name: 'PalmPay', slug: 'palmpay', code: '999991', longcode: '', pay_with_bank: false },
  { id: 41, name: 'Carbon', slug: 'carbon', code: '565', longcode: '', pay_with_bank: false },
  { id: 42, name: 'VFD Microfinance Bank Limited', slug: 'vfd', code: '566', longcode: '', pay_with_bank: false },
  { id: 43, name: 'Rubies MFB', slug: 'rubies-mfb', code: '125', longcode: '', pay_with_bank: false },
  { id: 44, name: 'Sparkle Microfinance Bank', slug: 'sparkle-microfinance-bank', code: '51310', longcode: '', pay_with_bank: false },
  { id: 45, name: 'Eyowo', slug: 'eyowo', code: '50126', longcode: '', pay_with_bank: false },
];
