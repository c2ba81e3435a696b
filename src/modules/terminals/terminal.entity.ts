import { Column, Entity } from 'typeorm';
import { BoolColumn, IdColumn, JsonColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';
import type { Domain } from '../../core/request-context';
import type { TerminalEventAction, TerminalEventStatus, TerminalEventType, TerminalStatus } from './terminal.rules';

const epochMs = { to: (v: number | null) => v, from: (v: string | number | null) => (v === null ? null : Number(v)) };

// A (simulated) POS device commissioned to an integration by its serial number.
@Entity({ name: 'terminals' })
export class Terminal {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @TextColumn('serial_number', 64, false) serialNumber: string;
  // Paystack's `terminal_id` (the id the paths name), e.g. "2872S934".
  @TextColumn('terminal_code', 16, false) terminalCode: string;
  @TextColumn('name', 100, false) name: string;
  @TextColumn('address', 255) address: string | null;
  @TextColumn('device_make', 50) deviceMake: string | null;
  @TextColumn('status', 16, false) status: TerminalStatus;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}

// An invoice or transaction pushed to a terminal; the device answers it on the integration's clock.
@Entity({ name: 'terminal_events' })
export class TerminalEvent {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @RefColumn('terminal_id') terminalId: number;
  // The event's id as Paystack shows it (24 hex digits).
  @TextColumn('event_code', 32, false) eventCode: string;
  @TextColumn('type', 16, false) type: TerminalEventType;
  @TextColumn('action', 16, false) action: TerminalEventAction;
  @RefColumn('data_id', true) dataId: number | null;
  @TextColumn('data_reference', 100) dataReference: string | null;
  @TextColumn('status', 16, false) status: TerminalEventStatus;
  // The payment the device took for an invoice it processed.
  @RefColumn('transaction_id', true) transactionId: number | null;
  @TextColumn('failure', 255) failure: string | null;
  // When the device answers (integration clock, ms); NULL once it has.
  @Column({ name: 'due_ms', type: 'bigint', nullable: true, transformer: epochMs }) dueMs: number | null;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}

// A virtual terminal: a point of sale without a device, whose payments notify WhatsApp destinations.
@Entity({ name: 'virtual_terminals' })
export class VirtualTerminal {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @TextColumn('code', 16, false) code: string;
  @TextColumn('name', 100, false) name: string;
  @TextColumn('currency', 3, false) currency: string;
  @BoolColumn('active') active: boolean;
  @JsonColumn('metadata') metadata: Record<string, unknown> | null;
  // The split group (SPL_…) its payments are shared by.
  @TextColumn('split_code', 64) splitCode: string | null;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}

@Entity({ name: 'virtual_terminal_destinations' })
export class VirtualTerminalDestination {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @RefColumn('virtual_terminal_id') virtualTerminalId: number;
  @TextColumn('target', 20, false) target: string;
  @TextColumn('name', 100, false) name: string;
  @TextColumn('type', 16, false) type: 'whatsapp';
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}
