import { Column, Entity } from 'typeorm';
import { IdColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';
import type { Domain } from '../../core/request-context';

@Entity({ name: 'request_logs' })
export class RequestLog {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @TextColumn('request_id', 64, false) requestId: string;
  @TextColumn('method', 8, false) method: string;
  // The route pattern (`/transaction/verify/:reference`): paths can carry capabilities.
  @TextColumn('route', 255, false) route: string;
  @Column({ name: 'status', type: 'int' }) status: number;
  @Column({ name: 'ms', type: 'int' }) ms: number;
  // Masked, at most 4 KB; kept for failed requests (status ≥ 400) only.
  @TextColumn('request_body', 4096) requestBody: string | null;
  @TextColumn('reply_body', 4096) replyBody: string | null;
  // On the integration's clock.
  @TimeColumn('at') at: Date;
  @RefColumn('expires_ms') expiresMs: number;
  @RefColumn('lease_until_ms', true) leaseUntilMs: number | null;
}
