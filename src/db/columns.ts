import { Column, PrimaryColumn } from 'typeorm';
import { booleanTransformer, idTransformer, moneyTransformer } from './transformers';

// Column decorators shared by every entity. DDL comes from the migrations (db/dialect.ts `col`),
// so these only describe how values cross the driver.
export const IdColumn = (): PropertyDecorator => PrimaryColumn({ type: 'bigint', generated: 'increment', transformer: idTransformer });

export const RefColumn = (name: string, nullable = false): PropertyDecorator => Column({ name, type: 'bigint', nullable, transformer: idTransformer });

export const MoneyColumn = (name: string, nullable = false): PropertyDecorator => Column({ name, type: 'bigint', nullable, transformer: moneyTransformer });

export const BoolColumn = (name: string): PropertyDecorator => Column({ name, type: 'boolean', transformer: booleanTransformer });

export const TimeColumn = (name: string, nullable = false): PropertyDecorator => Column({ name, type: 'datetime', precision: 3, nullable });

export const JsonColumn = (name: string): PropertyDecorator => Column({ name, type: 'json', nullable: true });

export const TextColumn = (name: string, length = 255, nullable = true): PropertyDecorator => Column({ name, type: 'varchar', length, nullable });
