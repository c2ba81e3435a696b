import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Connection } from '../../graphql/connection';
import { MoneyScalar } from '../../graphql/scalars';
import type { PaymentPage } from './page.entity';

@ObjectType('PageCustomField')
export class CustomFieldType {
  @Field() displayName: string;
  @Field() variableName: string;
  @Field() required: boolean;
}

// What GraphQL exposes of a payment page.
@ObjectType('PaymentPage')
export class PageType {
  @Field(() => ID) id: string;
  @Field() domain: string;
  @Field() name: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => MoneyScalar, { nullable: true, description: 'Absent: the payer chooses' }) amount: number | null;
  @Field() currency: string;
  @Field() slug: string;
  @Field({ description: 'The public link path, /pay/<slug>' }) path: string;
  @Field() type: string;
  @Field(() => [CustomFieldType]) customFields: CustomFieldType[];
  @Field(() => String, { nullable: true }) redirectUrl: string | null;
  @Field(() => String, { nullable: true }) plan: string | null;
  @Field(() => String, { nullable: true }) splitCode: string | null;
  @Field(() => String, { nullable: true }) subaccount: string | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata: Record<string, unknown> | null;
  @Field() collectPhone: boolean;
  @Field() active: boolean;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;

  static from(p: PaymentPage): PageType {
    return Object.assign(new PageType(), {
      id: String(p.id),
      domain: p.domain,
      name: p.name,
      description: p.description,
      amount: p.amount,
      currency: p.currency,
      slug: p.slug,
      path: `/pay/${p.slug}`,
      type: p.type,
      customFields: (p.customFields ?? []).map((f) =>
        Object.assign(new CustomFieldType(), { displayName: f.display_name, variableName: f.variable_name, required: f.required === true }),
      ),
      redirectUrl: p.redirectUrl,
      plan: p.plan,
      splitCode: p.splitCode,
      subaccount: p.subaccount,
      metadata: p.metadata,
      collectPhone: p.collectPhone,
      active: p.active,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
    });
  }
}

export const PageConnection = Connection(PageType, 'PaymentPage');
