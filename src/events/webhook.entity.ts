import { Column, Entity } from 'typeorm';
import { BoolColumn, IdColumn, RefColumn, TextColumn, TimeColumn } from '../db/columns';
import { idTransformer } from '../db/transformers';
import type { Domain } from '../core/request-context';

export type DeliveryStatus = 'pending' | 'sending' | 'delivered' | 'failed';
export const DELIVERY_STATUSES: readonly DeliveryStatus[] = ['pending', 'sending', 'delivered', 'failed'];
// `event`: made by the dispatcher, follows the retry schedule and per-resource order.
// `replay`: asked for by the merchant, one attempt, outside the ordering.
export type DeliveryKind = 'event' | 'replay';

// One event on its way to one webhook URL: the durable job the runner claims (SKIP LOCKED).
@Entity({ name: 'webhook_deliveries' })
export class WebhookDelivery {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @RefColumn('event_id') eventId: number;
  @TextColumn('event_type', 64, false) eventType: string;
  @TextColumn('resource', 64, false) resource: string;
  @TextColumn('kind', 8, false) kind: DeliveryKind;
  @TextColumn('status', 10, false) status: DeliveryStatus;
  @Column({ name: 'attempts', type: 'int' }) attempts: number;
  // Epoch ms on the integration's clock (test clock in test mode); null once finished.
  @Column({ name: 'next_attempt_ms', type: 'bigint', nullable: true, transformer: idTransformer }) nextAttemptMs: number | null;
  // Real epoch ms until which a node owns a `sending` row; past it, another node may take over.
  @Column({ name: 'lease_until_ms', type: 'bigint', nullable: true, transformer: idTransformer }) leaseUntilMs: number | null;
  @Column({ name: 'last_status_code', type: 'int', nullable: true }) lastStatusCode: number | null;
  @TextColumn('last_error', 255) lastError: string | null;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
  @TimeColumn('delivered_at', true) deliveredAt: Date | null;
}

// The delivery log: one row per HTTP attempt.
@Entity({ name: 'webhook_attempts' })
export class WebhookAttempt {
  @IdColumn() id: number;
  @RefColumn('delivery_id') deliveryId: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @RefColumn('event_id') eventId: number;
  @Column({ name: 'attempt', type: 'int' }) attempt: number;
  @TextColumn('url', 2048, false) url: string;
  @Column({ name: 'status_code', type: 'int', nullable: true }) statusCode: number | null;
  @Column({ name: 'latency_ms', type: 'int' }) latencyMs: number;
  @TextColumn('error', 255) error: string | null;
  @TextColumn('response_body', 1024) responseBody: string | null;
  @BoolColumn('success') success: boolean;
  // Real time of the attempt, and the integration's clock at that moment (differs in test mode).
  @TimeColumn('attempted_at') attemptedAt: Date;
  @TimeColumn('clock_at') clockAt: Date;
}
