import { Column, Entity } from 'typeorm';
import { IdColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';
import type { Domain } from '../../core/request-context';

@Entity({ name: 'idempotency_keys' })
export class IdempotencyKey {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @TextColumn('idem_key', 255, false) key: string;
  // sha256 of the method, path and body of the first request.
  @TextColumn('fingerprint', 64, false) fingerprint: string;
  @TextColumn('state', 8, false) state: 'running' | 'done';
  // Real epoch ms until which the first request owns a running key (a node that died lets go).
  @RefColumn('running_until_ms', true) runningUntilMs: number | null;
  @Column({ name: 'reply_status', type: 'int', nullable: true }) replyStatus: number | null;
  @TextColumn('reply_type', 255) replyType: string | null;
  @Column({ name: 'reply_body', type: 'text', nullable: true }) replyBody: string | null;
  @RefColumn('expires_ms') expiresMs: number;
  @RefColumn('lease_until_ms', true) leaseUntilMs: number | null;
  @TimeColumn('created_at') createdAt: Date;
}
