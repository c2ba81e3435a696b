// The countries GET /country lists, in Paystack's shape, and the states GET
// /address_verification/states lists for address verification. Relationship codes (integration types,
// payment methods) are Paystack's sample values: Kobo does not act on them.

export interface CountryRecord {
  id: number;
  name: string;
  iso_code: string;
  default_currency_code: string;
  currencies: readonly string[];
  integration_types: readonly string[];
  payment_methods: readonly string[];
}

export const COUNTRIES: readonly CountryRecord[] = [
  { id: 1, name: 'Nigeria', iso_code: 'NG', default_currency_code: 'NGN', currencies: ['NGN', 'USD'], integration_types: ['ITYPE_001', 'ITYPE_002', 'ITYPE_003'], payment_methods: ['PAYM_001', 'PAYM_002', 'PAYM_003', 'PAYM_004'] },
  { id: 2, name: 'Ghana', iso_code: 'GH', default_currency_code: 'GHS', currencies: ['GHS', 'USD'], integration_types: ['ITYPE_004', 'ITYPE_005'], payment_methods: ['PAYM_001'] },
  { id: 3, name: 'South Africa', iso_code: 'ZA', default_currency_code: 'ZAR', currencies: ['ZAR'], integration_types: ['ITYPE_006'], payment_methods: ['PAYM_001'] },
  { id: 4, name: 'Kenya', iso_code: 'KE', default_currency_code: 'KES', currencies: ['KES', 'USD'], integration_types: ['ITYPE_007'], payment_methods: ['PAYM_001'] },
  { id: 5, name: "Côte d'Ivoire", iso_code: 'CI', default_currency_code: 'XOF', currencies: ['XOF'], integration_types: ['ITYPE_008'], payment_methods: ['PAYM_001'] },
  { id: 6, name: 'Egypt', iso_code: 'EG', default_currency_code: 'EGP', currencies: ['EGP'], integration_types: ['ITYPE_009'], payment_methods: ['PAYM_001'] },
  { id: 7, name: 'Rwanda', iso_code: 'RW', default_currency_code: 'RWF', currencies: ['RWF'], integration_types: ['ITYPE_010'], payment_methods: ['PAYM_001'] },
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
