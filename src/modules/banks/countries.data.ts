// The countries GET /country lists, in Paystack's shape (the sample and the OpenAPI schema's
// `MiscellaneousListCountriesResponseArray`), and the states GET /address_verification/states lists
// for address verification. Relationship codes (integration types, payment methods) are Paystack's
// sample values: Kobo does not act on them. `supported_currencies` says, per currency, how a
// settlement or transfer account is given (the form the dashboard draws).

export interface AccountForm {
  bank_type: string;
  required_fields?: readonly string[];
  branch_code: boolean;
  branch_code_type: string;
  account_name: boolean;
  account_verification_required: boolean;
  account_number_label: string;
  account_number_pattern: { exact_match: boolean; pattern: string };
  documents: readonly string[];
  show_account_number_tooltip?: boolean;
  notices?: readonly string[];
}

export type CurrencyForms = Readonly<Record<string, AccountForm>>;

export interface CountryRecord {
  id: number;
  name: string;
  iso_code: string;
  default_currency_code: string;
  calling_code: string;
  active_for_dashboard_onboarding: boolean;
  // Paystack lists countries it is piloting (Egypt, Rwanda) in pilot mode: Kobo takes no integration there.
  pilot_mode: boolean;
  currencies: readonly string[];
  supported_currencies: Readonly<Record<string, CurrencyForms>>;
  integration_types: readonly string[];
  payment_methods: readonly string[];
}

const form = (bank_type: string, label: string, pattern: string, exact: boolean, more: Partial<AccountForm> = {}): AccountForm => ({
  bank_type,
  branch_code: false,
  branch_code_type: '',
  account_name: true,
  account_verification_required: false,
  account_number_label: label,
  account_number_pattern: { exact_match: exact, pattern },
  documents: [],
  show_account_number_tooltip: false,
  ...more,
});

// Dollars settle to a domiciliary account at a local bank.
const usd = (bank_type: string): CurrencyForms => ({
  bank: {
    ...form(bank_type, 'Domiciliary Account Number', '^\\d{10}$', true, { account_name: false }),
    required_fields: ['account_number', 'bank_code'],
    notices: ['Dollar settlements are paid into a domiciliary account in your name.'],
  },
});

const NUBAN = form('nuban', 'Account Number', '^\\d{10}$', true, { account_verification_required: true });
const MOMO = (pattern: string) => form('mobile_money', 'Mobile Money Number', pattern, true, { account_name: false });

export const COUNTRIES: readonly CountryRecord[] = [
  {
    id: 1,
    name: 'Nigeria',
    iso_code: 'NG',
    default_currency_code: 'NGN',
    calling_code: '+234',
    active_for_dashboard_onboarding: true,
    pilot_mode: false,
    currencies: ['NGN', 'USD'],
    supported_currencies: { NGN: { bank: NUBAN }, USD: usd('nuban') },
    integration_types: ['ITYPE_001', 'ITYPE_002', 'ITYPE_003'],
    payment_methods: ['PAYM_001', 'PAYM_002', 'PAYM_003', 'PAYM_004'],
  },
  {
    id: 2,
    name: 'Ghana',
    iso_code: 'GH',
    default_currency_code: 'GHS',
    calling_code: '+233',
    active_for_dashboard_onboarding: true,
    pilot_mode: false,
    currencies: ['GHS', 'USD'],
    supported_currencies: {
      GHS: { bank: form('ghipss', 'Account Number', '^\\d{8,16}$', false), mobile_money: MOMO('^0\\d{9}$') },
      USD: usd('ghipss'),
    },
    integration_types: ['ITYPE_004', 'ITYPE_005'],
    payment_methods: ['PAYM_001'],
  },
  {
    id: 3,
    name: 'South Africa',
    iso_code: 'ZA',
    default_currency_code: 'ZAR',
    calling_code: '+27',
    active_for_dashboard_onboarding: true,
    pilot_mode: false,
    currencies: ['ZAR'],
    supported_currencies: {
      ZAR: {
        bank: form('basa', 'Account Number', '^\\d{7,11}$', false, {
          branch_code: true,
          branch_code_type: 'universal_branch_code',
          account_verification_required: true,
          documents: ['identityNumber', 'passportNumber', 'businessRegistrationNumber'],
        }),
      },
    },
    integration_types: ['ITYPE_006'],
    payment_methods: ['PAYM_001'],
  },
  {
    id: 4,
    name: 'Kenya',
    iso_code: 'KE',
    default_currency_code: 'KES',
    calling_code: '+254',
    active_for_dashboard_onboarding: true,
    pilot_mode: false,
    currencies: ['KES', 'USD'],
    supported_currencies: {
      KES: {
        bank: form('kepss', 'Account Number', '^\\d{6,16}$', false),
        mobile_money: MOMO('^(\\+?254|0)\\d{9}$'),
        mobile_money_business: form('mobile_money_business', 'Till or Paybill Number', '^\\d{5,7}$', false, { account_name: false }),
      },
      USD: usd('kepss'),
    },
    integration_types: ['ITYPE_007'],
    payment_methods: ['PAYM_001'],
  },
  {
    id: 5,
    name: "Côte d'Ivoire",
    iso_code: 'CI',
    default_currency_code: 'XOF',
    calling_code: '+225',
    active_for_dashboard_onboarding: true,
    pilot_mode: false,
    currencies: ['XOF'],
    supported_currencies: { XOF: { mobile_money: MOMO('^(\\+?225)?\\d{10}$') } },
    integration_types: ['ITYPE_008'],
    payment_methods: ['PAYM_001'],
  },
  {
    id: 6,
    name: 'Egypt',
    iso_code: 'EG',
    default_currency_code: 'EGP',
    calling_code: '+20',
    active_for_dashboard_onboarding: false,
    pilot_mode: true,
    currencies: ['EGP'],
    supported_currencies: {},
    integration_types: ['ITYPE_009'],
    payment_methods: ['PAYM_001'],
  },
  {
    id: 7,
    name: 'Rwanda',
    iso_code: 'RW',
    default_currency_code: 'RWF',
    calling_code: '+250',
    active_for_dashboard_onboarding: false,
    pilot_mode: true,
    currencies: ['RWF'],
    supported_currencies: {},
    integration_types: ['ITYPE_010'],
    payment_methods: ['PAYM_001'],
  },
];

export interface StateRecord {
  name: string;
  slug: string;
  abbreviation: string;
}

// name:abbreviation pairs; the slug is derived.
const STATES_BY_COUNTRY: Readonly<Record<string, string>> = {
  NG:
    'Abia:AB,Adamawa:AD,Akwa Ibom:AK,Anambra:AN,Bauchi:BA,Bayelsa:BY,Benue:BE,Borno:BO,Cross River:CR,Delta:DE,Ebonyi:EB,Edo:ED,Ekiti:EK,Enugu:EN,' +
    'Federal Capital Territory:FC,Gombe:GO,Imo:IM,Jigawa:JI,Kaduna:KD,Kano:KN,Katsina:KT,Kebbi:KE,Kogi:KO,Kwara:KW,Lagos:LA,Nasarawa:NA,Niger:NI,' +
    'Ogun:OG,Ondo:ON,Osun:OS,Oyo:OY,Plateau:PL,Rivers:RI,Sokoto:SO,Taraba:TA,Yobe:YO,Zamfara:ZA',
  GH:
    'Ahafo:AF,Ashanti:AH,Bono:BO,Bono East:BE,Central:CP,Eastern:EP,Greater Accra:AA,North East:NE,Northern:NP,Oti:OT,Savannah:SV,Upper East:UE,' +
    'Upper West:UW,Volta:TV,Western:WP,Western North:WN',
  ZA: 'Eastern Cape:EC,Free State:FS,Gauteng:GP,KwaZulu-Natal:KZN,Limpopo:LP,Mpumalanga:MP,North West:NW,Northern Cape:NC,Western Cape:WC',
  CA:
    'Alberta:AB,British Columbia:BC,Manitoba:MB,New Brunswick:NB,Newfoundland and Labrador:NL,Northwest Territories:NT,Nova Scotia:NS,Nunavut:NU,' +
    'Ontario:ON,Prince Edward Island:PE,Quebec:QC,Saskatchewan:SK,Yukon:YT',
  US:
    'Alabama:AL,Alaska:AK,Arizona:AZ,Arkansas:AR,California:CA,Colorado:CO,Connecticut:CT,Delaware:DE,District of Columbia:DC,Florida:FL,Georgia:GA,' +
    'Hawaii:HI,Idaho:ID,Illinois:IL,Indiana:IN,Iowa:IA,Kansas:KS,Kentucky:KY,Louisiana:LA,Maine:ME,Maryland:MD,Massachusetts:MA,Michigan:MI,' +
    'Minnesota:MN,Mississippi:MS,Missouri:MO,Montana:MT,Nebraska:NE,Nevada:NV,New Hampshire:NH,New Jersey:NJ,New Mexico:NM,New York:NY,' +
    'North Carolina:NC,North Dakota:ND,Ohio:OH,Oklahoma:OK,Oregon:OR,Pennsylvania:PA,Rhode Island:RI,South Carolina:SC,South Dakota:SD,' +
    'Tennessee:TN,Texas:TX,Utah:UT,Vermont:VT,Virginia:VA,Washington:WA,West Virginia:WV,Wisconsin:WI,Wyoming:WY',
};

export const STATES: Readonly<Record<string, readonly StateRecord[]>> = Object.fromEntries(
  Object.entries(STATES_BY_COUNTRY).map(([country, list]) => [
    country,
    list.split(',').map((pair) => {
      const [name, abbreviation] = pair.split(':') as [string, string];
      return { name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), abbreviation };
    }),
  ]),
);
