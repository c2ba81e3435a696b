import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { BankRecord, BinRecord } from '../../core/banks/directory';

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
      country: 'Nigeria',
      currency: 'NGN',
      type: 'nuban',
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
