// The banks and telcos of Paystack's other markets, as `GET /bank?country=` lists them: name, slug,
// code (for South African banks, the universal branch code, which is also the `longcode`), type and
// what each can do. Sources: Paystack's List Banks samples (reference/paystack-doc-snippets: the
// South African `basa` list with its ids and `supported_types`, the Ghanaian telcos, the M-PESA till
// recipient) and the GhIPSS and CBK sort codes for the rest; realistic, not exhaustive.
import type { MarketCountry } from '../markets';

export type BankType = 'nuban' | 'ghipss' | 'kepss' | 'basa' | 'mobile_money' | 'mobile_money_business';

export interface MarketBank {
  id: number;
  name: string;
  slug: string;
  code: string;
  type: BankType;
  // Accounts POST /bank/validate verifies, by holder type (South Africa only).
  supportedTypes?: readonly string[];
  createdAt: string;
}

type Row = [id: number, name: string, slug: string, code: string];

const rows = (type: BankType, createdAt: string, list: Row[], supportedTypes?: readonly string[]): MarketBank[] =>
  list.map(([id, name, slug, code]) => ({ id, name, slug, code, type, createdAt, ...(supportedTypes ? { supportedTypes } : {}) }));

const BOTH = ['business', 'personal'] as const;

export const MARKET_BANKS: Readonly<Record<Exclude<MarketCountry, 'NG'>, readonly MarketBank[]>> = {
  GH: [
    ...rows('mobile_money', '2018-03-29T12:54:59.000Z', [
      [101, 'MTN', 'mtn-mobile-money', 'MTN'],
      [102, 'AirtelTigo', 'atl-mobile-money', 'ATL'],
      [103, 'Vodafone', 'vod-mobile-money', 'VOD'],
    ]),
    ...rows('ghipss', '2019-05-20T09:31:24.000Z', [
      [110, 'Absa Bank Ghana Ltd', 'absa-bank-ghana-ltd', '030100'],
      [111, 'Access Bank Ghana', 'access-bank-ghana', '280100'],
      [112, 'Agricultural Development Bank', 'agricultural-development-bank', '080100'],
      [113, 'Bank of Africa Ghana', 'bank-of-africa-ghana', '210100'],
      [114, 'CalBank PLC', 'calbank-plc', '140100'],
      [115, 'Consolidated Bank Ghana', 'consolidated-bank-ghana', '340100'],
      [116, 'Ecobank Ghana Limited', 'ecobank-ghana-limited', '130100'],
      [117, 'Fidelity Bank Ghana', 'fidelity-bank-ghana', '240100'],
      [118, 'First Atlantic Bank', 'first-atlantic-bank', '170100'],
      [119, 'First National Bank Ghana', 'first-national-bank-ghana', '330100'],
      [120, 'GCB Bank Limited', 'gcb-bank-limited', '040100'],
      [121, 'Guaranty Trust Bank Ghana', 'guaranty-trust-bank-ghana', '230100'],
      [122, 'National Investment Bank', 'national-investment-bank', '050100'],
      [123, 'OmniBSIC Bank', 'omnibsic-bank', '360100'],
      [124, 'Prudential Bank', 'prudential-bank', '180100'],
      [125, 'Republic Bank Ghana', 'republic-bank-ghana', '110100'],
      [126, 'Societe Generale Ghana', 'societe-generale-ghana', '090100'],
      [127, 'Stanbic Bank Ghana', 'stanbic-bank-ghana', '190100'],
      [128, 'Standard Chartered Bank Ghana', 'standard-chartered-bank-ghana', '020100'],
      [129, 'United Bank for Africa Ghana', 'united-bank-for-africa-ghana', '060100'],
      [130, 'Universal Merchant Bank', 'universal-merchant-bank', '100100'],
      [131, 'Zenith Bank Ghana', 'zenith-bank-ghana', '120100'],
    ]),
  ],
  ZA: [
    ...rows(
      'basa',
      '2020-09-04T10:38:56.000Z',
      [
        [140, 'Absa Bank Limited, South Africa', 'absa-za', '632005'],
        [141, 'African Bank Limited', 'african-bank-za', '430000'],
        [142, 'Access Bank South Africa', 'access-bank-za', '410506'],
        [144, 'Bank Zero', 'bank-zero-za', '888000'],
        [145, 'Bidvest Bank', 'bidvest-bank-za', '462005'],
        [147, 'Discovery Bank Limited', 'discovery-bank-za', '679000'],
        [151, 'First National Bank', 'first-national-bank-za', '250655'],
        [152, 'Grindrod Bank', 'grindrod-bank-za', '584000'],
        [153, 'Investec Bank Ltd', 'investec-bank-za', '580105'],
        [157, 'Nedbank', 'nedbank-za', '198765'],
        [161, 'SASFIN Bank', 'sasfin-bank-za', '683000'],
        [163, 'Standard Bank South Africa', 'standard-bank-za', '051001'],
        [165, 'TymeBank', 'tymebank-za', '678910'],
      ],
      BOTH,
    ),
    ...rows('basa', '2020-09-04T10:38:56.000Z', [[146, 'Capitec Bank Limited', 'capitec-bank-za', '470010']], ['personal']),
  ],
  KE: [
    ...rows('mobile_money', '2021-06-23T13:05:12.000Z', [[200, 'M-PESA', 'mpesa', 'MPESA']]),
    ...rows('mobile_money_business', '2024-11-20T08:00:00.000Z', [
      [201, 'M-PESA Till', 'mpesa-till', 'MPTILL'],
      [202, 'M-PESA Paybill', 'mpesa-paybill', 'MPPAYBILL'],
    ]),
    ...rows('kepss', '2021-06-23T13:05:12.000Z', [
      [210, 'Kenya Commercial Bank', 'kcb-ke', '01'],
      [211, 'Standard Chartered Bank Kenya', 'standard-chartered-ke', '02'],
      [212, 'Absa Bank Kenya', 'absa-bank-ke', '03'],
      [213, 'NCBA Bank Kenya', 'ncba-bank-ke', '07'],
      [214, 'Prime Bank', 'prime-bank-ke', '10'],
      [215, 'Co-operative Bank of Kenya', 'co-operative-bank-ke', '11'],
      [216, 'National Bank of Kenya', 'national-bank-ke', '12'],
      [217, 'Citibank Kenya', 'citibank-ke', '16'],
      [218, 'Bank of Africa Kenya', 'bank-of-africa-ke', '19'],
      [219, 'Stanbic Bank Kenya', 'stanbic-bank-ke', '31'],
      [220, 'Ecobank Kenya', 'ecobank-ke', '43'],
      [221, 'I&M Bank', 'i-and-m-bank-ke', '57'],
      [222, 'Diamond Trust Bank', 'diamond-trust-bank-ke', '63'],
      [223, 'Equity Bank Kenya', 'equity-bank-ke', '68'],
      [224, 'Family Bank', 'family-bank-ke', '70'],
    ]),
  ],
  CI: rows('mobile_money', '2023-03-14T10:00:00.000Z', [
    [300, 'MTN Mobile Money', 'mtn-ci', 'MTN'],
    [301, 'Orange Money', 'orange-money-ci', 'ORANGE'],
    [302, 'Wave', 'wave-ci', 'WAVE'],
    [303, 'Moov Money', 'moov-money-ci', 'MOOV'],
  ]),
};
