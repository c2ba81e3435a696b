import { DomainError } from './errors';
import type { RequestContext } from './request-context';

// Paystack's five markets: the country an integration is registered in decides its default currency
// and the currencies it may charge in (USD beside the local currency where Paystack offers it).
export const MARKET_COUNTRIES = ['NG', 'GH', 'KE', 'ZA', 'CI'] as const;
export type MarketCountry = (typeof MARKET_COUNTRIES)[number];

export interface Market {
  country: MarketCountry;
  name: string;
  // The names GET /bank?country= takes: Paystack's lowercase names, and the ISO code.
  aliases: readonly string[];
  currency: string;
  currencies: readonly string[];
  callingCode: string;
}

export const MARKETS: Readonly<Record<MarketCountry, Market>> = {
  NG: { country: 'NG', name: 'Nigeria', aliases: ['nigeria', 'ng'], currency: 'NGN', currencies: ['NGN', 'USD'], callingCode: '+234' },
  GH: { country: 'GH', name: 'Ghana', aliases: ['ghana', 'gh'], currency: 'GHS', currencies: ['GHS', 'USD'], callingCode: '+233' },
  KE: { country: 'KE', name: 'Kenya', aliases: ['kenya', 'ke'], currency: 'KES', currencies: ['KES', 'USD'], callingCode: '+254' },
  ZA: {
    country: 'ZA',
    name: 'South Africa',
    aliases: ['south africa', 'south_africa', 'south-africa', 'southafrica', 'za'],
    currency: 'ZAR',
    currencies: ['ZAR'],
    callingCode: '+27',
  },
  CI: {
    country: 'CI',
    name: "Côte d'Ivoire",
    aliases: ["cote d'ivoire", "côte d'ivoire", 'cote divoire', 'ivory coast', 'cote-divoire', 'ci'],
    currency: 'XOF',
    currencies: ['XOF'],
    callingCode: '+225',
  },
};

export const DEFAULT_COUNTRY: MarketCountry = 'NG';

export function isMarketCountry(value: string): value is MarketCountry {
  return (MARKET_COUNTRIES as readonly string[]).includes(value);
}

// A country as GET /bank takes it (a name in any case, or an ISO code); undefined when it is none of the five.
export function marketByName(value: string): Market | undefined {
  const v = value.trim().toLowerCase();
  return Object.values(MARKETS).find((m) => m.aliases.includes(v));
}

// The market whose own currency `currency` is (a subaccount settles in its market's); Nigeria for
// any other (USD).
export function marketOfCurrency(currency: string): Market {
  return Object.values(MARKETS).find((m) => m.currency === currency) ?? MARKETS[DEFAULT_COUNTRY];
}

export function marketOf(ctx: Pick<RequestContext, 'integration'>): Market {
  const country = ctx.integration.country;
  return MARKETS[country && isMarketCountry(country) ? country : DEFAULT_COUNTRY];
}

export const CURRENCY_NOT_SUPPORTED = 'Currency not supported by merchant';

// The currency of a payment the integration takes: absent, its country's currency; given, one of
// the currencies its country allows (Paystack: "Currency not supported by merchant").
export function merchantCurrency(ctx: Pick<RequestContext, 'integration'>, value: string | undefined): string {
  const market = marketOf(ctx);
  if (value === undefined) return market.currency;
  const currency = value.trim().toUpperCase();
  if (!market.currencies.includes(currency)) throw new DomainError('validation', CURRENCY_NOT_SUPPORTED, 'invalid_currency', 'currency');
  return currency;
}
