import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { invalid } from '../core/errors';
import { decodeCursor, encodeCursor, type CursorPage, type Page, type PageRequest } from '../core/pagination';

export const MAX_FIRST = 100;

@ObjectType()
export class PageInfo {
  @Field() hasNextPage: boolean;
  @Field() hasPreviousPage: boolean;
  @Field(() => String, { nullable: true }) startCursor: string | null;
  @Field(() => String, { nullable: true }) endCursor: string | null;
}

@ArgsType()
export class ConnectionArgs {
  @Field(() => Int, { nullable: true, description: `Page size, 1 to ${MAX_FIRST} (default 20)` }) first?: number;
  @Field(() => String, { nullable: true }) after?: string;
  @Field(() => Int, { nullable: true }) last?: number;
  @Field(() => String, { nullable: true }) before?: string;
}

export interface ConnectionOf<TNode> {
  edges: Array<{ node: TNode; cursor: string }>;
  nodes: TNode[];
  pageInfo: PageInfo;
}

// Relay-style connection over the same keyset pages the REST cursors use. Call once per node type.
export function Connection<TNode extends object>(Node: ClassType<TNode>, name: string) {
  @ObjectType(`${name}Edge`)
  class Edge {
    @Field(() => Node) node: TNode;
    @Field() cursor: string;
  }

  @ObjectType(`${name}Connection`)
  class ConnectionType implements ConnectionOf<TNode> {
    @Field(() => [Edge]) edges: Edge[];
    @Field(() => [Node]) nodes: TNode[];
    @Field(() => PageInfo) pageInfo: PageInfo;
    counter: () => Promise<number>;

    // A method, so the count query runs only when the field is selected.
    @Field(() => Int)
    totalCount(): Promise<number> {
      return this.counter();
    }

    // `page` comes from a service asked with connectionPage(), so it is a cursor page.
    static of<TEntity extends { id: number }>(
      page: Page<TEntity>,
      resource: string,
      toNode: (e: TEntity) => TNode,
      count: () => Promise<number>,
    ): ConnectionType {
      if (page.mode !== 'cursor') throw new Error(`${name}Connection: expected a cursor page (ask the service with connectionPage)`);
      return Object.assign(new ConnectionType(), toConnection(page, resource, toNode), { counter: count });
    }
  }
  return ConnectionType;
}

export function connectionPage(args: ConnectionArgs, resource: string): PageRequest & { mode: 'cursor' } {
  const size = args.last ?? args.first ?? 20;
  if (!Number.isInteger(size) || size < 1 || size > MAX_FIRST) throw invalid('first', `first/last must be from 1 to ${MAX_FIRST}`);
  if (args.after && args.before) throw invalid('after', 'Pass either after or before, not both');
  return {
    mode: 'cursor',
    perPage: size,
    next: args.after ? decodeCursor(resource, args.after, 'after') : undefined,
    previous: args.before ? decodeCursor(resource, args.before, 'before') : undefined,
  };
}

function toConnection<TEntity extends { id: number }, TNode>(page: CursorPage<TEntity>, resource: string, toNode: (e: TEntity) => TNode): ConnectionOf<TNode> {
  const edges = page.items.map((item) => ({ node: toNode(item), cursor: encodeCursor(resource, item.id) }));
  return {
    edges,
    nodes: edges.map((e) => e.node),
    pageInfo: {
      hasNextPage: page.next !== null,
      hasPreviousPage: page.previous !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}
