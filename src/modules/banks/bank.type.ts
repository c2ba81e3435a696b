import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { BankRecord, BinRecord } from '../../core/banks/directory';
import { MARKETS } from '../../core/markets';
import type { AccountValidation } from './bank.service';
import type { CountryRecord, StateRecord } from './countries.data';

@ObjectType('Bank')
export class BankType {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() slug: string;
  @Field() code: string;
  @Field() longcode: string;
  @Field() payWithBank: boolean;
  @Field() country: string;
  @Field() currency: string;
  @Field() type: string;
  @Field() active: boolean;

  static from(b: BankRecord): BankType {
    return Object.assign(new BankType(), {
      id: String(b.id),
      name: b.name,
      slug: b.slug,
      code: b.code,
      longcode: b.longcode,
      payWithBank: b.pay_with_bank,
      country: MARKETS[b.country].name,
      currency: b.currency,
      type: b.type,
      active: true,
    });
  }
}

@ObjectType('ResolvedAccount')
export class ResolvedAccountType {
  @Field() accountNumber: string;
  @Field() accountName: string;
  @Field(() => BankType) bank: BankType;
}

@ObjectType('CardBin')
export class CardBinType {
  @Field() bin: string;
  @Field() brand: string;
  @Field() subBrand: string;
  @Field() countryCode: string;
  @Field() countryName: string;
  @Field() cardType: string;
  @Field() bank: string;
  @Field(() => Int, { nullable: true }) linkedBankId: number | null;

  static from(b: BinRecord): CardBinType {
    return Object.assign(new CardBinType(), {
      bin: b.bin,
      brand: b.brand,
      subBrand: b.sub_brand,
      countryCode: b.country_code,
      countryName: b.country_name,
      cardType: b.card_type,
      bank: b.bank,
      linkedBankId: b.linked_bank_id,
    });
  }
}

@ObjectType('Country', { description: 'A country Paystack serves (GET /country)' })
export class CountryType {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() isoCode: string;
  @Field() defaultCurrencyCode: string;
  @Field() callingCode: string;
  @Field() pilotMode: boolean;
  @Field(() => [String]) currencies: string[];

  static from(c: CountryRecord): CountryType {
    return Object.assign(new CountryType(), {
      id: String(c.id),
      name: c.name,
      isoCode: c.iso_code,
      defaultCurrencyCode: c.default_currency_code,
      callingCode: c.calling_code,
      pilotMode: c.pilot_mode,
      currencies: [...c.currencies],
    });
  }
}

@ObjectType('AddressState', { description: 'A state for address verification (GET /address_verification/states)' })
export class AddressStateType {
  @Field() name: string;
  @Field() slug: string;
  @Field() abbreviation: string;

  static from(s: StateRecord): AddressStateType {
    return Object.assign(new AddressStateType(), { name: s.name, slug: s.slug, abbreviation: s.abbreviation });
  }
}

@ObjectType('AccountValidation', { description: 'POST /bank/validate' })
export class AccountValidationType {
  @Field() verified: boolean;
  @Field() verificationMessage: string;
  @Field() accountAcceptsDebits: boolean;
  @Field() accountAcceptsCredits: boolean;
  @Field() accountHolderMatch: boolean;
  @Field() accountOpenForMoreThanThreeMonths: boolean;
  @Field() accountOpen: boolean;

  static from(v: AccountValidation): AccountValidationType {
    const { accountType: _type, found: _found, ...fields } = v;
    return Object.assign(new AccountValidationType(), fields);
  }
}
