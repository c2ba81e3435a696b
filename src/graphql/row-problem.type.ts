import { Field, Int, ObjectType } from 'type-graphql';
import type { RowProblem } from '../core/row-problems';

@ObjectType('BulkRowProblem', { description: 'What a bulk request would be refused for: one row of it, or the whole request when row is null' })
export class RowProblemType {
  @Field(() => Int, { nullable: true, description: 'The index of the row in the list sent, from 0' }) row: number | null;
  @Field(() => String, { nullable: true, description: 'The field of the row (or of the request) it is about' }) field: string | null;
  @Field() message: string;

  static from(p: RowProblem): RowProblemType {
    return Object.assign(new RowProblemType(), p);
  }
}
