import { Field, ID, Int, ObjectType } from 'type-graphql';
import { bankByCode } from '../../core/banks/directory';
import { mandateStatus, type MandateView } from './mandate.presenter';

@ObjectType('DirectDebitMandate')
export class DirectDebitMandateType {
  @Field(() => ID) id: string;
  @Field() reference: string;
  @Field({ description: 'pending, active or revoked' }) status: string;
  @Field(() => String, { nullable: true }) accountNumber: string | null;
  @Field(() => String, { nullable: true }) bankCode: string | null;
  @Field(() => String, { nullable: true }) bankName: string | null;
  @Field(() => String, { nullable: true }) accountName: string | null;
  @Field(() => String, { nullable: true, description: 'Once the customer has signed' }) authorizationCode: string | null;
  @Field(() => String, { nullable: true, description: 'Why the last activation failed' }) reason: string | null;
  @Field(() => Date, { nullable: true }) signedAt: Date | null;
  @Field(() => Date, { nullable: true }) authorizedAt: Date | null;
  @Field() createdAt: Date;
  customerId: number;

  static from(v: MandateView): DirectDebitMandateType {
    const m = v.mandate;
    return Object.assign(new DirectDebitMandateType(), {
      id: String(m.id),
      reference: m.reference,
      status: mandateStatus(v),
      accountNumber: m.accountNumber,
      bankCode: m.bankCode,
      bankName: m.bankCode ? (bankByCode(m.bankCode)?.name ?? null) : null,
      accountName: m.accountName,
      authorizationCode: v.authorization?.authorizationCode ?? null,
      reason: m.reason,
      signedAt: m.signedAt,
      authorizedAt: m.authorizedAt,
      createdAt: m.createdAt,
      customerId: m.customerId,
    });
  }
}

@ObjectType('DirectDebitMandatePage')
export class DirectDebitMandatePage {
  @Field(() => [DirectDebitMandateType]) nodes: DirectDebitMandateType[];
  @Field(() => String, { nullable: true, description: 'Cursor of the next page' }) next: string | null;
  @Field(() => Int) total: number;
}

@ObjectType('DirectDebitInitialization')
export class DirectDebitInitializationType {
  @Field({ description: 'The hosted mandate page to send the customer to' }) redirectUrl: string;
  @Field() accessCode: string;
  @Field() reference: string;
}
