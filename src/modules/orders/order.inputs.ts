import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { ConnectionArgs } from '../../graphql/connection';
import { MoneyScalar } from '../../graphql/scalars';

@InputType()
export class OrderItemInput {
  @Field(() => ID, { description: 'A product id' }) item: string;
  @Field(() => Int) quantity: number;
  @Field(() => MoneyScalar, { nullable: true, description: "The product's price, when given" }) amount?: number;
}

@InputType()
export class OrderShippingInput {
  @Field(() => String, { nullable: true }) streetLine?: string;
  @Field(() => String, { nullable: true }) city?: string;
  @Field(() => String, { nullable: true }) state?: string;
  @Field(() => String, { nullable: true }) country?: string;
  @Field(() => MoneyScalar, { nullable: true }) shippingFee?: number;
  @Field(() => String, { nullable: true }) deliveryNote?: string;
}

@InputType()
export class CreateOrderInput {
  @Field() email: string;
  @Field() currency: string;
  @Field(() => [OrderItemInput]) items: OrderItemInput[];
  @Field(() => String, { nullable: true }) firstName?: string;
  @Field(() => String, { nullable: true }) lastName?: string;
  @Field(() => String, { nullable: true }) phone?: string;
  @Field(() => OrderShippingInput, { nullable: true }) shipping?: OrderShippingInput;
  @Field(() => Boolean, { nullable: true }) isGift?: boolean;
  @Field(() => Boolean, { nullable: true }) payForMe?: boolean;
}

@InputType()
export class OrderFilterInput {
  @Field(() => Date, { nullable: true }) from?: Date;
  @Field(() => Date, { nullable: true }) to?: Date;
  @Field(() => ID, { nullable: true, description: 'Orders with this product' }) product?: string;
  @Field(() => ID, { nullable: true, description: 'Orders placed on this storefront' }) storefront?: string;
  @Field(() => String, { nullable: true, description: 'pending or success' }) status?: string;
  @Field(() => String, { nullable: true, description: "Held anywhere in the order code or the buyer's email or name (any case)" }) search?: string;
}

@ArgsType()
export class OrdersArgs extends ConnectionArgs {
  @Field(() => OrderFilterInput, { nullable: true }) filter?: OrderFilterInput;
}
