import { Column, Entity } from 'typeorm';
import { IdColumn, TextColumn, TimeColumn } from '../../db/columns';
import { idTransformer } from '../../db/transformers';

// A merchant account. Per-mode settings live in IntegrationMode; keys in ApiKey.
@Entity({ name: 'integrations' })
export class Integration {
  @IdColumn() id: number;
  @TextColumn('name', 100, false) name: string;
  @TextColumn('business_phone', 32) businessPhone: string | null;
  // The market (core/markets.ts): its default currency and the currencies it may charge in.
  @TextColumn('country', 2, false) country: string;
  // How far the test clock runs ahead of real time; it only grows.
  @Column({ name: 'test_clock_offset_ms', type: 'bigint', transformer: idTransformer }) testClockOffsetMs: number;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}
