import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('TestClock')
export class TestClockType {
  @Field({ description: "Current time on the integration's test clock" }) now: Date;
}

@ObjectType('IntegrationSettings')
export class IntegrationSettingsType {
  @Field() domain: string;
  @Field(() => String, { nullable: true }) webhookUrl: string | null;
  @Field(() => String, { nullable: true }) callbackUrl: string | null;
  @Field(() => Int) paymentSessionTimeout: number;
}

@ObjectType('ModeKeys', { description: 'The new keys of one mode, shown once' })
export class ModeKeysType {
  @Field() domain: string;
  @Field() secretKey: string;
  @Field() publicKey: string;
}
