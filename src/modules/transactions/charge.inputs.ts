import { Field, InputType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { MoneyScalar } from '../../graphql/scalars';
import type { ChargeParams } from './charge.rules';

@InputType()
export class CardInput {
  @Field() number: string;
  @Field() cvv: string;
  @Field({ description: 'MM' }) expiryMonth: string;
  @Field({ description: 'YY or YYYY' }) expiryYear: string;
}

@InputType()
export class BankAccountInput {
  @Field({ description: 'Bank code (a pay-with-bank bank)' }) code: string;
  @Field(() => String, { nullable: true, description: '10-digit NUBAN (not for Kuda)' }) accountNumber?: string;
  @Field(() => String, { nullable: true, description: "Kuda (50211): the payer's phone" }) phone?: string;
  @Field(() => String, { nullable: true, description: 'Kuda (50211): the token the Kuda app shows' }) token?: string;
}

@InputType()
export class MobileMoneyInput {
  @Field({ description: "The payer's mobile money number" }) phone: string;
  @Field({ description: 'mtn, atl or vod (GHS); mpesa or mpesa_offline (KES); orange or mtn (XOF)' }) provider: string;
}

@InputType()
export class QrInput {
  @Field({ description: 'scan-to-pay (ZAR) or visa (NGN)' }) provider: string;
}

@InputType()
export class EftInput {
  @Field({ description: 'ozow' }) provider: string;
  @Field(() => String, { nullable: true, description: "Test mode: the account the payer picks on the provider's page" }) accountNumber?: string;
}

@InputType()
export class CapitecPayInput {
  @Field({ description: 'CELLPHONE, IDNUMBER or ACCOUNTNUMBER' }) identifierKey: string;
  @Field() identifierValue: string;
}

@InputType()
export class UssdInput {
  @Field({ description: 'USSD bank short code, e.g. 737' }) type: string;
}

// Exactly one of card, bank, ussd, mobileMoney, qr, eft, capitecPay or authorizationCode.
@InputType()
export class CreateChargeInput implements ChargeParams {
  @Field() email: string;
  @Field(() => MoneyScalar) amount: number;
  @Field(() => String, { nullable: true }) currency?: string;
  @Field(() => String, { nullable: true }) reference?: string;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata?: Record<string, unknown> | null;
  @Field(() => CardInput, { nullable: true }) card?: CardInput;
  @Field(() => BankAccountInput, { nullable: true }) bank?: BankAccountInput;
  @Field(() => UssdInput, { nullable: true }) ussd?: UssdInput;
  @Field(() => MobileMoneyInput, { nullable: true }) mobileMoney?: MobileMoneyInput;
  @Field(() => QrInput, { nullable: true }) qr?: QrInput;
  @Field(() => EftInput, { nullable: true }) eft?: EftInput;
  @Field(() => CapitecPayInput, { nullable: true }) capitecPay?: CapitecPayInput;
  @Field(() => String, { nullable: true }) authorizationCode?: string;
  @Field(() => String, { nullable: true, description: 'With a non-reusable card authorization' }) pin?: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; answers a bank charge birthday step up front' }) birthday?: string;
  @Field(() => String, { nullable: true }) deviceId?: string;
}
