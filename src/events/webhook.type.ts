import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../graphql/connection';
import type { WebhookAttempt, WebhookDelivery } from './webhook.entity';

export enum WebhookDeliveryStatus {
  pending = 'pending',
  sending = 'sending',
  delivered = 'delivered',
  failed = 'failed',
}
registerEnumType(WebhookDeliveryStatus, { name: 'WebhookDeliveryStatus' });

@ObjectType('WebhookAttempt')
export class WebhookAttemptType {
  @Field(() => ID) id: string;
  @Field(() => Int) attempt: number;
  @Field() url: string;
  @Field() success: boolean;
  @Field(() => Int, { nullable: true }) statusCode: number | null;
  @Field(() => Int) latencyMs: number;
  @Field(() => String, { nullable: true }) error: string | null;
  @Field(() => String, { nullable: true, description: 'The first 1 KB of the response body' }) responseBody: string | null;
  @Field() attemptedAt: Date;
  @Field({ description: "The integration's clock at the attempt (the test clock in test mode)" }) clockAt: Date;

  static from(a: WebhookAttempt): WebhookAttemptType {
    return Object.assign(new WebhookAttemptType(), {
      id: String(a.id),
      attempt: a.attempt,
      url: a.url,
      success: a.success,
      statusCode: a.statusCode,
      latencyMs: a.latencyMs,
      error: a.error,
      responseBody: a.responseBody,
      attemptedAt: a.attemptedAt,
      clockAt: a.clockAt,
    });
  }
}

@ObjectType('WebhookDelivery')
export class WebhookDeliveryType {
  @Field(() => ID) id: string;
  @Field(() => ID) eventId: string;
  @Field({ description: 'Event name' }) event: string;
  @Field() resource: string;
  @Field() domain: string;
  @Field({ description: 'event (scheduled with retries) or replay (one attempt, on request)' }) kind: string;
  @Field(() => WebhookDeliveryStatus) status: WebhookDeliveryStatus;
  @Field(() => Int) attemptCount: number;
  @Field(() => Date, { nullable: true, description: "On the integration's clock (the test clock in test mode)" }) nextAttemptAt: Date | null;
  @Field(() => Int, { nullable: true }) lastStatusCode: number | null;
  @Field(() => String, { nullable: true }) lastError: string | null;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true }) deliveredAt: Date | null;
  deliveryId: number;

  static from(d: WebhookDelivery): WebhookDeliveryType {
    return Object.assign(new WebhookDeliveryType(), {
      id: String(d.id),
      deliveryId: d.id,
      eventId: String(d.eventId),
      event: d.eventType,
      resource: d.resource,
      domain: d.domain,
      kind: d.kind,
      status: d.status as WebhookDeliveryStatus,
      attemptCount: d.attempts,
      nextAttemptAt: d.nextAttemptMs === null ? null : new Date(d.nextAttemptMs),
      lastStatusCode: d.lastStatusCode,
      lastError: d.lastError,
      createdAt: d.createdAt,
      deliveredAt: d.deliveredAt,
    });
  }
}

export const WebhookDeliveryConnection = Connection(WebhookDeliveryType, 'WebhookDelivery');
