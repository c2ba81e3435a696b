import { Field, ID, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/connection';
import type { Terminal, TerminalEvent } from './terminal.entity';

@ObjectType('TerminalEvent', { description: 'An invoice or transaction pushed to a terminal; the simulated device answers it on the clock' })
export class TerminalEventType {
  @Field(() => ID, { description: "The event's id (REST event_id)" }) id: string;
  @Field({ description: 'invoice or transaction' }) type: string;
  @Field({ description: 'process, view or print' }) action: string;
  @Field({ description: 'pending, delivered or failed' }) status: string;
  @Field() delivered: boolean;
  @Field(() => String, { nullable: true, description: 'The invoice or transaction id the event names' }) dataId: string | null;
  @Field(() => String, { nullable: true }) dataReference: string | null;
  @Field(() => String, { nullable: true, description: 'Why the device could not process it' }) failure: string | null;
  @Field() createdAt: Date;
  // Resolved through the transaction loader (TerminalResolver).
  transactionId: number | null;

  static from(e: TerminalEvent): TerminalEventType {
    return Object.assign(new TerminalEventType(), {
      id: e.eventCode,
      type: e.type,
      action: e.action,
      status: e.status,
      delivered: e.status !== 'pending',
      dataId: e.dataId === null ? null : String(e.dataId),
      dataReference: e.dataReference,
      failure: e.failure,
      createdAt: e.createdAt,
      transactionId: e.transactionId,
    });
  }
}

@ObjectType('Terminal')
export class TerminalType {
  @Field(() => ID) id: string;
  @Field({ description: "Paystack's terminal_id" }) terminalId: string;
  @Field() serialNumber: string;
  @Field() name: string;
  @Field(() => String, { nullable: true }) address: string | null;
  @Field(() => String, { nullable: true }) deviceMake: string | null;
  @Field({ description: 'active, or inactive once decommissioned' }) status: string;
  @Field() domain: string;
  @Field() createdAt: Date;
  rowId: number;

  static from(t: Terminal): TerminalType {
    return Object.assign(new TerminalType(), {
      id: String(t.id),
      rowId: t.id,
      terminalId: t.terminalCode,
      serialNumber: t.serialNumber,
      name: t.name,
      address: t.address,
      deviceMake: t.deviceMake,
      status: t.status,
      domain: t.domain,
      createdAt: t.createdAt,
    });
  }
}

@ObjectType('TerminalPresence')
export class TerminalPresenceType {
  @Field() online: boolean;
  @Field({ description: 'False while the device has an event it has not answered' }) available: boolean;
}

export const TerminalConnection = Connection(TerminalType, 'Terminal');
