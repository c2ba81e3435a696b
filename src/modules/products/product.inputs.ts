import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { ConnectionArgs } from '../../graphql/connection';
import { MoneyScalar } from '../../graphql/scalars';
import type { CreateProductParams, ProductFilter, UpdateProductParams } from './product.service';

@InputType()
export class CreateProductInput implements CreateProductParams {
  @Field() name: string;
  @Field() description: string;
  @Field(() => MoneyScalar) price: number;
  @Field() currency: string;
  @Field(() => Boolean, { nullable: true }) unlimited?: boolean;
  @Field(() => Int, { nullable: true, description: 'Stock in all, when not unlimited' }) quantity?: number;
  @Field(() => String, { nullable: true }) splitCode?: string;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata?: Record<string, unknown>;
  @Field(() => Boolean, { nullable: true }) isShippable?: boolean;
  @Field(() => Int, { nullable: true }) minimumOrderable?: number;
  @Field(() => Int, { nullable: true }) maximumOrderable?: number;
}

@InputType()
export class UpdateProductInput implements UpdateProductParams {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) description?: string;
  @Field(() => MoneyScalar, { nullable: true }) price?: number;
  @Field(() => String, { nullable: true }) currency?: string;
  @Field(() => Boolean, { nullable: true }) unlimited?: boolean;
  @Field(() => Int, { nullable: true }) quantity?: number;
  @Field(() => String, { nullable: true }) splitCode?: string;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata?: Record<string, unknown>;
  @Field(() => Boolean, { nullable: true }) isShippable?: boolean;
  @Field(() => Boolean, { nullable: true }) active?: boolean;
  @Field(() => Int, { nullable: true }) minimumOrderable?: number;
  @Field(() => Int, { nullable: true }) maximumOrderable?: number;
}

@InputType()
export class ProductFilterInput implements ProductFilter {
  @Field(() => Boolean, { nullable: true }) active?: boolean;
  @Field(() => Date, { nullable: true }) from?: Date;
  @Field(() => Date, { nullable: true }) to?: Date;
}

@ArgsType()
export class ProductsArgs extends ConnectionArgs {
  @Field(() => ProductFilterInput, { nullable: true }) filter?: ProductFilterInput;
}
