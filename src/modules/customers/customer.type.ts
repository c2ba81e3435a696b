import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Connection } from '../../graphql/connection';
import type { Customer } from './customer.entity';

// What GraphQL exposes of a customer: an allow-list, not the entity.
@ObjectType('Customer')
export class CustomerType {
  @Field(() => ID) id: string;
  @Field() customerCode: string;
  @Field() email: string;
  @Field(() => String, { nullable: true }) firstName: string | null;
  @Field(() => String, { nullable: true }) lastName: string | null;
  @Field(() => String, { nullable: true }) phone: string | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata: Record<string, unknown> | null;
  @Field() riskAction: string;
  @Field() domain: string;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;

  static from(c: Customer): CustomerType {
    return Object.assign(new CustomerType(), {
      id: String(c.id),
      customerCode: c.customerCode,
      email: c.email,
      firstName: c.firstName,
      lastName: c.lastName,
      phone: c.phone,
      metadata: c.metadata,
      riskAction: c.riskAction,
      domain: c.domain,
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
    });
  }
}

export const CustomerConnection = Connection(CustomerType, 'Customer');
