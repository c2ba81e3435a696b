import { Field, InputType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { MoneyScalar } from '../../graphql/scalars';

@InputType()
export class CustomFieldInput {
  @Field() displayName: string;
  @Field() variableName: string;
  @Field(() => Boolean, { nullable: true }) required?: boolean;
}

@InputType()
export class CreatePageInput {
  @Field() name: string;
  @Field(() => String, { nullable: true }) description?: string;
  @Field(() => MoneyScalar, { nullable: true, description: 'Absent: the payer chooses' }) amount?: number;
  @Field(() => String, { nullable: true }) currency?: string;
  @Field(() => String, { nullable: true }) slug?: string;
  @Field(() => String, { nullable: true }) redirectUrl?: string;
  @Field(() => [CustomFieldInput], { nullable: true }) customFields?: CustomFieldInput[];
  @Field(() => String, { nullable: true }) plan?: string;
  @Field(() => String, { nullable: true }) splitCode?: string;
  @Field(() => String, { nullable: true }) subaccount?: string;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata?: Record<string, unknown>;
  @Field(() => Boolean, { nullable: true }) collectPhone?: boolean;
}

@InputType()
export class UpdatePageInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) description?: string;
  @Field(() => MoneyScalar, { nullable: true }) amount?: number;
  @Field(() => Boolean, { nullable: true, description: 'false disables the public link' }) active?: boolean;
  @Field(() => String, { nullable: true }) redirectUrl?: string;
  @Field(() => [CustomFieldInput], { nullable: true }) customFields?: CustomFieldInput[];
  @Field(() => Boolean, { nullable: true }) collectPhone?: boolean;
}

// GraphQL's camelCase custom fields as the service (and the REST body) spell them.
export const customFieldsParam = (fields: CustomFieldInput[] | null | undefined) =>
  fields === undefined || fields === null
    ? undefined
    : fields.map((f) => ({ display_name: f.displayName, variable_name: f.variableName, required: f.required ?? undefined }));
