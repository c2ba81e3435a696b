import { Entity } from 'typeorm';
import { BoolColumn, IdColumn, JsonColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';
import type { Domain } from '../../core/request-context';

export const RISK_ACTIONS = ['default', 'allow', 'deny'] as const;
export type RiskAction = (typeof RISK_ACTIONS)[number];

// What a customer's replies show of a successful identification.
export interface CustomerIdentificationSummary {
  country: string;
  type: string;
  value: string;
}

@Entity({ name: 'customers' })
export class Customer {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @TextColumn('customer_code', 32, false) customerCode: string;
  @TextColumn('email', 254, false) email: string;
  @TextColumn('first_name', 100) firstName: string | null;
  @TextColumn('last_name', 100) lastName: string | null;
  @TextColumn('phone', 32) phone: string | null;
  @JsonColumn('metadata') metadata: Record<string, unknown> | null;
  @TextColumn('risk_action', 8, false) riskAction: RiskAction;
  @BoolColumn('identified') identified: boolean;
  @JsonColumn('identifications') identifications: CustomerIdentificationSummary[] | null;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}

export const CUSTOMER_EMAIL_INDEX = {
  name: 'UQ_customers_integration_domain_email',
  table: 'customers',
  columns: ['integration_id', 'domain', 'email'],
};
