import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/connection';
import type { VirtualTerminal, VirtualTerminalDestination } from './terminal.entity';

@ObjectType('VirtualTerminalDestination')
export class VirtualTerminalDestinationType {
  @Field(() => ID) id: string;
  @Field() target: string;
  @Field() name: string;
  @Field() type: string;
  @Field() createdAt: Date;

  static from(d: VirtualTerminalDestination): VirtualTerminalDestinationType {
    return Object.assign(new VirtualTerminalDestinationType(), { id: String(d.id), target: d.target, name: d.name, type: d.type, createdAt: d.createdAt });
  }
}

@ObjectType('VirtualTerminal')
export class VirtualTerminalType {
  @Field(() => ID) id: string;
  @Field() code: string;
  @Field() name: string;
  @Field() currency: string;
  @Field() active: boolean;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata: Record<string, unknown> | null;
  @Field(() => String, { nullable: true, description: 'The split group its payments are shared by' }) splitCode: string | null;
  @Field() domain: string;
  @Field() createdAt: Date;
  rowId: number;

  static from(v: VirtualTerminal): VirtualTerminalType {
    return Object.assign(new VirtualTerminalType(), {
      id: String(v.id),
      rowId: v.id,
      code: v.code,
      name: v.name,
      currency: v.currency,
      active: v.active,
      metadata: v.metadata,
      splitCode: v.splitCode,
      domain: v.domain,
      createdAt: v.createdAt,
    });
  }
}

export const VirtualTerminalConnection = Connection(VirtualTerminalType, 'VirtualTerminal');
