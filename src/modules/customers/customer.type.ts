import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Connection } from '../../graphql/connection';
import type { Customer } from './customer.entity';
import type { CustomerIdentification } from './customer-identification.entity';

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
  @Field({ description: 'Whether an identification of the customer has succeeded' }) identified: boolean;
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
      identified: c.identified === true,
      domain: c.domain,
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
    });
  }
}

export const CustomerConnection = Connection(CustomerType, 'Customer');

// One identification request (POST /customer/:code/identification) and what the verifier said.
@ObjectType('CustomerIdentification')
export class CustomerIdentificationType {
  @Field(() => ID) id: string;
  @Field() country: string;
  @Field() type: string;
  @Field({ description: 'Masked, as in the webhook' }) bvn: string;
  @Field(() => String, { nullable: true, description: 'Masked, as in the webhook; none for a BVN alone' }) accountNumber: string | null;
  @Field(() => String, { nullable: true }) bankCode: string | null;
  @Field({ description: 'pending, success or failed' }) status: string;
  @Field(() => String, { nullable: true }) reason: string | null;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;

  static from(i: CustomerIdentification): CustomerIdentificationType {
    return Object.assign(new CustomerIdentificationType(), {
      id: String(i.id),
      country: i.country,
      type: i.type,
      bvn: i.bvnMasked,
      accountNumber: i.accountNumberMasked,
      bankCode: i.bankCode,
      status: i.status,
      reason: i.reason,
      createdAt: i.createdAt,
      updatedAt: i.updatedAt,
    });
  }
}
