import { Field, ID, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/connection';
import { MoneyScalar } from '../../graphql/scalars';
import type { Authorization } from './authorization.entity';

// What GraphQL exposes of a saved instrument: never the processor token.
@ObjectType('Authorization')
export class AuthorizationType {
  @Field(() => ID) id: string;
  @Field() authorizationCode: string;
  @Field() bin: string;
  @Field() last4: string;
  @Field() expMonth: string;
  @Field() expYear: string;
  @Field() channel: string;
  @Field() cardType: string;
  @Field() bank: string;
  @Field() countryCode: string;
  @Field() brand: string;
  @Field({ description: 'Only reusable authorizations can be charged without the customer' }) reusable: boolean;
  @Field(() => String, { nullable: true }) signature: string | null;
  @Field(() => String, { nullable: true }) accountName: string | null;
  @Field({ description: 'False once deactivated' }) active: boolean;
  @Field() domain: string;
  @Field() createdAt: Date;
  // For the `customer` field (resolved through the per-request loader).
  customerId: number;

  static from(a: Authorization): AuthorizationType {
    return Object.assign(new AuthorizationType(), {
      id: String(a.id),
      authorizationCode: a.authorizationCode,
      bin: a.bin,
      last4: a.last4,
      expMonth: a.expMonth,
      expYear: a.expYear,
      channel: a.channel,
      cardType: a.cardType,
      bank: a.bank,
      countryCode: a.countryCode,
      brand: a.brand,
      reusable: a.reusable,
      signature: a.signature,
      accountName: a.accountName,
      active: a.active,
      domain: a.domain,
      createdAt: a.createdAt,
      customerId: a.customerId,
    });
  }
}

export const AuthorizationConnection = Connection(AuthorizationType, 'Authorization');

@ObjectType('AuthorizationCheck')
export class AuthorizationCheckType {
  @Field(() => MoneyScalar) amount: number;
  @Field() currency: string;
}
