import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { ConnectionArgs } from '../../graphql/connection';
import type { UpdateTerminalParams } from './terminal.service';
import type { CreateVirtualTerminalParams, VirtualTerminalPayParams } from './virtual-terminal.service';
import { GraphQLJSONObject } from 'graphql-scalars';

@InputType()
export class UpdateTerminalInput implements UpdateTerminalParams {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) address?: string;
}

@InputType()
export class SendTerminalEventInput {
  @Field({ description: 'invoice or transaction' }) type: string;
  @Field({ description: 'invoice: process or view; transaction: process or print' }) action: string;
  @Field({ description: 'The invoice or transaction id' }) dataId: string;
  @Field(() => String, { nullable: true, description: "The invoice's offline_reference (required for an invoice)" }) dataReference?: string;
}

@InputType()
export class VirtualTerminalDestinationInput {
  @Field({ description: 'A WhatsApp number in international format' }) target: string;
  @Field() name: string;
}

@InputType()
export class CreateVirtualTerminalInput implements CreateVirtualTerminalParams {
  @Field() name: string;
  @Field(() => [VirtualTerminalDestinationInput]) destinations: VirtualTerminalDestinationInput[];
  @Field(() => String, { nullable: true }) splitCode?: string;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata?: Record<string, unknown>;
  @Field(() => String, { nullable: true, description: 'NGN by default' }) currency?: string;
}

@InputType()
export class PayVirtualTerminalInput implements VirtualTerminalPayParams {
  @Field(() => Int, { description: 'Minor units' }) amount: number;
  @Field() email: string;
  @Field(() => String, { nullable: true }) reference?: string;
  @Field(() => String, { nullable: true, description: 'card (default) or bank_transfer' }) channel?: string;
}

@ArgsType()
export class VirtualTerminalsArgs extends ConnectionArgs {
  @Field(() => Boolean, { nullable: true, description: 'Only active (true) or deactivated (false) terminals' }) active?: boolean;
  @Field(() => String, { nullable: true, description: 'Held anywhere in the code or name (any case)' }) search?: string;
}
