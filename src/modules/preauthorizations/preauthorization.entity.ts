import { Entity } from 'typeorm';
import type { Domain } from '../../core/request-context';
import { IdColumn, JsonColumn, MoneyColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';
import type { PreauthorizationStatus } from './preauthorization.state';

// A card pre-authorization: `amount` held on the customer's saved card until it is captured (a real
// transaction for `captured_amount`), released, or its expiry date passes.
@Entity({ name: 'preauthorizations' })
export class Preauthorization {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @TextColumn('reference', 100, false) reference: string;
  @MoneyColumn('amount') amount: number;
  @MoneyColumn('captured_amount', true) capturedAmount: number | null;
  @TextColumn('currency', 3, false) currency: string;
  @TextColumn('status', 16, false) status: PreauthorizationStatus;
  @RefColumn('authorization_id') authorizationId: number;
  @RefColumn('customer_id') customerId: number;
  // The capture's transaction (also when the capture failed).
  @RefColumn('transaction_id', true) transactionId: number | null;
  @JsonColumn('metadata') metadata: Record<string, unknown> | null;
  @MoneyColumn('fees') fees: number;
  @TextColumn('message', 255) message: string | null;
  @TextColumn('expire_action', 16, false) expireAction: string;
  @TimeColumn('expiry_date') expiryDate: Date;
  @TimeColumn('captured_at', true) capturedAt: Date | null;
  @TimeColumn('released_at', true) releasedAt: Date | null;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}
