import { ArgsType, Field, InputType } from 'type-graphql';
import { ConnectionArgs } from '../../graphql/connection';
import type { CreateStorefrontParams, StorefrontFilter, UpdateStorefrontParams } from './storefront.service';

@InputType()
export class CreateStorefrontInput implements CreateStorefrontParams {
  @Field() name: string;
  @Field() slug: string;
  @Field() currency: string;
  @Field(() => String, { nullable: true }) description?: string;
}

@InputType()
export class UpdateStorefrontInput implements UpdateStorefrontParams {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) slug?: string;
  @Field(() => String, { nullable: true }) description?: string;
}

@InputType()
export class StorefrontFilterInput implements StorefrontFilter {
  @Field(() => String, { nullable: true, description: 'active or inactive' }) status?: string;
}

@ArgsType()
export class StorefrontsArgs extends ConnectionArgs {
  @Field(() => StorefrontFilterInput, { nullable: true }) filter?: StorefrontFilterInput;
}
