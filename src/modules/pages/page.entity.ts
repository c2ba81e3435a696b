import { Entity } from 'typeorm';
import { BoolColumn, IdColumn, JsonColumn, MoneyColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';
import type { Domain } from '../../core/request-context';

export interface CustomField {
  display_name: string;
  variable_name: string;
  required?: boolean;
}

// A payment page: a public link `/pay/<slug>` (slugs are unique across Kobo, since the link names
// no integration).
@Entity({ name: 'pages' })
export class PaymentPage {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @TextColumn('name', 100, false) name: string;
  @TextColumn('description', 1024) description: string | null;
  // Absent: the payer chooses.
  @MoneyColumn('amount', true) amount: number | null;
  @TextColumn('currency', 3, false) currency: string;
  @TextColumn('slug', 100, false) slug: string;
  @TextColumn('type', 16, false) type: string;
  @JsonColumn('custom_fields') customFields: CustomField[] | null;
  @TextColumn('redirect_url', 2048) redirectUrl: string | null;
  @TextColumn('plan', 64) plan: string | null;
  @TextColumn('split_code', 64) splitCode: string | null;
  @TextColumn('subaccount', 64) subaccount: string | null;
  @JsonColumn('metadata') metadata: Record<string, unknown> | null;
  @BoolColumn('collect_phone') collectPhone: boolean;
  @BoolColumn('active') active: boolean;
  @BoolColumn('published') published: boolean;
  @BoolColumn('migrate') migrate: boolean;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}

export const PAGE_SLUG_INDEX = { name: 'UQ_pages_slug', table: 'pages', columns: ['slug'] };
