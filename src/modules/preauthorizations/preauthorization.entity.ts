import { Entity } from 'typeorm';
import type { Domain } from '../../core/request-context';
import { IdColumn, JsonColumn, MoneyColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';
import type { PreauthorizationStatus } from './preauthorization.state';

// A card pre-authorization: `amount` held on the customer's saved card until it is captured (a real
// transaction for `captured_amount`), released, or its expiry date passes. One made by
// POST /preauthorization/initialize is `pending` until the customer gives a card on its hosted page
// (access_code): until then it has no authorization and no expiry date.
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
  @RefColumn('authorization_id', true) authorizationId: number | null;
  @RefColumn('customer_id') customerId: number;
  // The capture's transaction (also when the capture failed).
  @RefColumn('transaction_id', true) transactionId: number | null;
  @JsonColumn('metadata') metadata: Record<string, unknown> | null;
  @MoneyColumn('fees') fees: number;
  @TextColumn('message', 255) message: string | null;
  @TextColumn('expire_action', 16, false) expireAction: string;
  @TimeColumn('expiry_date', true) expiryDate: Date | null;
  @TimeColumn('captured_at', true) capturedAt: Date | null;
  @TimeColumn('released_at', true) releasedAt: Date | null;
  @TextColumn('access_code', 32) accessCode: string | null;
  @TextColumn('callback_url', 2048) callbackUrl: string | null;
  // The hosted page's card between its steps (PreauthorizationCardState); never a card number or CVV.
  @JsonColumn('processor_state') processorState: Record<string, unknown> | null;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}
