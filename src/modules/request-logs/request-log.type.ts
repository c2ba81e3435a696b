import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/connection';
import type { RequestLog } from './request-log.entity';
import type { LoggedRequest } from './request-log.service';

@ObjectType('RequestLog', { description: 'One API request of the integration, as `kobo logs` shows it' })
export class RequestLogType {
  @Field(() => ID, { nullable: true, description: 'Null on a line streamed before it was stored' }) id: string | null;
  @Field() requestId: string;
  @Field() method: string;
  @Field({ description: 'The route pattern, e.g. /transaction/verify/:reference' }) route: string;
  @Field(() => Int) status: number;
  @Field(() => Int) ms: number;
  @Field({ description: "When, on the integration's clock" }) at: Date;
  @Field(() => String, { nullable: true, description: 'JSON, masked (card numbers, secrets); failed requests, or live to a verbose subscriber' }) requestBody:
    string | null;
  @Field(() => String, { nullable: true, description: 'JSON, masked; as requestBody' }) replyBody: string | null;

  static from(r: RequestLog | LoggedRequest): RequestLogType {
    return Object.assign(new RequestLogType(), {
      id: 'id' in r ? String(r.id) : null,
      requestId: r.requestId,
      method: r.method,
      route: r.route,
      status: r.status,
      ms: r.ms,
      at: r.at,
      requestBody: r.requestBody,
      replyBody: r.replyBody,
    });
  }
}

export const RequestLogConnection = Connection(RequestLogType, 'RequestLog');
