import type { OutboxEvent } from './event.entity';
import { isWebhookEvent } from './catalog';
import type { WebhookAttempt, WebhookDelivery } from './webhook.entity';

export function presentEvent(e: OutboxEvent) {
  return {
    id: e.id,
    event: e.type,
    resource: e.resource,
    domain: e.domain,
    webhook: isWebhookEvent(e.type),
    data: e.payload,
    created_at: e.createdAt.toISOString(),
    dispatched_at: e.dispatchedAt ? e.dispatchedAt.toISOString() : null,
  };
}

export function presentAttempt(a: WebhookAttempt) {
  return {
    id: a.id,
    attempt: a.attempt,
    url: a.url,
    success: a.success,
    status_code: a.statusCode,
    latency_ms: a.latencyMs,
    error: a.error,
    response_body: a.responseBody,
    attempted_at: a.attemptedAt.toISOString(),
    clock_at: a.clockAt.toISOString(),
  };
}

export function presentDelivery(d: WebhookDelivery, attempts: WebhookAttempt[]) {
  return {
    id: d.id,
    event_id: d.eventId,
    event: d.eventType,
    resource: d.resource,
    domain: d.domain,
    kind: d.kind,
    status: d.status,
    attempt_count: d.attempts,
    // On the integration's clock (the test clock in test mode).
    next_attempt_at: d.nextAttemptMs === null ? null : new Date(d.nextAttemptMs).toISOString(),
    last_status_code: d.lastStatusCode,
    last_error: d.lastError,
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
    delivered_at: d.deliveredAt ? d.deliveredAt.toISOString() : null,
    attempts: attempts.map(presentAttempt),
  };
}
