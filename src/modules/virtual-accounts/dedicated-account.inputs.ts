import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { ConnectionArgs } from '../../graphql/connection';
import { MoneyScalar } from '../../graphql/scalars';
import type { SimulateTransferParams } from './inbound-transfer.service';
import type { AssignDedicatedAccountParams, CreateDedicatedAccountParams, SplitParams } from './dedicated-account.service';

@InputType()
export class CreateDedicatedAccountInput implements CreateDedicatedAccountParams {
  @Field({ description: 'Id, CUS_ code or email of a customer' }) customer: string;
  @Field(() => String, { nullable: true, description: 'A provider slug (dedicatedAccountProviders); test-bank in test mode by default' }) preferredBank?:
    string | null;
  @Field(() => String, { nullable: true }) subaccount?: string | null;
  @Field(() => String, { nullable: true }) splitCode?: string | null;
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
}

@InputType()
export class AssignDedicatedAccountInput implements AssignDedicatedAccountParams {
  @Field() email: string;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field() phone: string;
  @Field() preferredBank: string;
  @Field({ description: 'NG' }) country: string;
  @Field(() => String, { nullable: true }) accountNumber?: string | null;
  @Field(() => String, { nullable: true }) bvn?: string | null;
  @Field(() => String, { nullable: true }) bankCode?: string | null;
  @Field(() => String, { nullable: true }) subaccount?: string | null;
  @Field(() => String, { nullable: true }) splitCode?: string | null;
}

@InputType()
export class DedicatedAccountSplitInput implements SplitParams {
  @Field() accountNumber: string;
  @Field(() => String, { nullable: true }) subaccount?: string | null;
  @Field(() => String, { nullable: true }) splitCode?: string | null;
}

@InputType()
export class SimulateDedicatedAccountTransferInput implements SimulateTransferParams {
  @Field() accountNumber: string;
  @Field(() => MoneyScalar) amount: number;
  @Field(() => String, { nullable: true }) senderName?: string | null;
  @Field(() => String, { nullable: true, description: 'A bank name, slug or code' }) senderBank?: string | null;
  @Field(() => String, { nullable: true }) senderAccountNumber?: string | null;
  @Field(() => String, { nullable: true, description: "The bank's reference: the same one twice is one payment" }) reference?: string;
  @Field(() => String, { nullable: true }) narration?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'false: the bank holds its notice back; the transfer stays pending until requeryDedicatedAccount' })
  record?: boolean;
}

@InputType()
export class DedicatedAccountFilterInput {
  @Field(() => Boolean, { nullable: true }) active?: boolean;
  @Field(() => String, { nullable: true, description: 'A customer id' }) customer?: string;
  @Field(() => String, { nullable: true }) providerSlug?: string;
  @Field(() => Int, { nullable: true }) bankId?: number;
  @Field(() => String, { nullable: true }) currency?: string;
}

@ArgsType()
export class DedicatedAccountsArgs extends ConnectionArgs {
  @Field(() => DedicatedAccountFilterInput, { nullable: true }) filter?: DedicatedAccountFilterInput;
}
