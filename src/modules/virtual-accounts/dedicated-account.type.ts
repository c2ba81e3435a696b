import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/connection';
import { MoneyScalar } from '../../graphql/scalars';
import { CustomerType } from '../customers/customer.type';
import { TransactionType } from '../transactions/transaction.type';
import type { DedicatedAccount, InboundTransfer } from './dedicated-account.entity';
import type { Provider } from './dedicated-account.rules';

@ObjectType('DedicatedAccount', { description: "A NUBAN of the simulated bank assigned to a customer: money sent to it is that customer's payment" })
export class DedicatedAccountType {
  @Field(() => ID) id: string;
  @Field() accountNumber: string;
  @Field() accountName: string;
  @Field() bankName: string;
  @Field(() => Int) bankId: number;
  @Field() providerSlug: string;
  @Field() currency: string;
  @Field({ description: 'false once deactivated: it refuses money' }) active: boolean;
  @Field() assigned: boolean;
  @Field(() => String, { nullable: true }) subaccountCode: string | null;
  @Field(() => String, { nullable: true }) splitCode: string | null;
  @Field() domain: string;
  @Field() assignedAt: Date;
  @Field(() => Date, { nullable: true }) expiredAt: Date | null;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
  // For the `customer` field (a per-request loader).
  customerId: number;

  static from(a: DedicatedAccount): DedicatedAccountType {
    return Object.assign(new DedicatedAccountType(), {
      id: String(a.id),
      accountNumber: a.accountNumber,
      accountName: a.accountName,
      bankName: a.bankName,
      bankId: a.bankId,
      providerSlug: a.providerSlug,
      currency: a.currency,
      active: a.active,
      assigned: a.assigned,
      subaccountCode: a.subaccountCode,
      splitCode: a.splitCode,
      domain: a.domain,
      assignedAt: a.assignedAt,
      expiredAt: a.expiredAt,
      createdAt: a.createdAt,
      updatedAt: a.updatedAt,
      customerId: a.customerId,
    });
  }
}

export const DedicatedAccountConnection = Connection(DedicatedAccountType, 'DedicatedAccount');

@ObjectType('DedicatedAccountProvider')
export class DedicatedAccountProviderType {
  @Field(() => Int) id: number;
  @Field() providerSlug: string;
  @Field(() => Int) bankId: number;
  @Field() bankName: string;

  static from(p: Provider): DedicatedAccountProviderType {
    return Object.assign(new DedicatedAccountProviderType(), { id: p.id, providerSlug: p.slug, bankId: p.bankId, bankName: p.bankName });
  }
}

@ObjectType('AssignDedicatedAccountResult', { description: 'What the dedicatedaccount.assign.success or .failed webhook says' })
export class AssignDedicatedAccountResultType {
  @Field({ description: 'success or failed (customer identification failed)' }) status: string;
  @Field(() => CustomerType) customer: CustomerType;
  @Field(() => DedicatedAccountType, { nullable: true }) dedicatedAccount: DedicatedAccountType | null;
}

@ObjectType('DedicatedAccountTransfer', { description: 'A transfer the simulated bank sent into a dedicated account (test mode)' })
export class InboundTransferType {
  @Field(() => ID) id: string;
  @Field() reference: string;
  @Field(() => MoneyScalar) amount: number;
  @Field() currency: string;
  @Field({ description: 'pending (the bank held its notice back: a requery records it) or recorded' }) status: string;
  @Field() accountNumber: string;
  @Field() senderName: string;
  @Field() senderBank: string;
  @Field() senderAccountNumber: string;
  @Field(() => String, { nullable: true }) narration: string | null;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true }) recordedAt: Date | null;

  static from(t: InboundTransfer, account: DedicatedAccount): InboundTransferType {
    return Object.assign(new InboundTransferType(), {
      id: String(t.id),
      reference: t.reference,
      amount: t.amount,
      currency: t.currency,
      status: t.status,
      accountNumber: account.accountNumber,
      senderName: t.senderName,
      senderBank: t.senderBank,
      senderAccountNumber: t.senderAccountNumber,
      narration: t.narration,
      createdAt: t.createdAt,
      recordedAt: t.recordedAt,
    });
  }
}

@ObjectType('SimulatedTransferResult')
export class SimulatedTransferResultType {
  @Field(() => InboundTransferType) transfer: InboundTransferType;
  @Field(() => TransactionType, { nullable: true, description: 'The successful dedicated_nuban payment; null while the transfer is pending' })
  transaction: TransactionType | null;
}
