import { Arg, Args, Ctx, Query, Resolver, Root, Subscription } from 'type-graphql';
import { connectionPage } from '../../graphql/connection';
import type { GqlContext } from '../../graphql/context';
import { pageComplexity } from '../../graphql/limits';
import { REQUESTS_TOPIC, eventChannel } from '../../graphql/pubsub';
import type { LoggedRequest, RequestLogService } from './request-log.service';
import { RequestLogsArgs } from './request-log.inputs';
import { RequestLogConnection, RequestLogType } from './request-log.type';

@Resolver(() => RequestLogType)
export class RequestLogResolver {
  constructor(private readonly service: RequestLogService) {}

  @Query(() => RequestLogConnection, { complexity: pageComplexity, description: "The integration's API requests of the last 24 hours, newest first" })
  async requestLogs(@Args() args: RequestLogsArgs, @Ctx() { ctx }: GqlContext) {
    const filter = { ...args.filter };
    const page = await this.service.list(ctx, connectionPage(args, 'request_log'), filter);
    return RequestLogConnection.of(page, 'request_log', RequestLogType.from, () => this.service.count(ctx, filter));
  }

  @Subscription(() => RequestLogType, {
    description:
      'Every API request of the authenticated integration and mode as it is answered (REST and GraphQL, behind the secret key); bodies of failed requests, masked',
    topics: REQUESTS_TOPIC,
    topicId: ({ context }: { context: GqlContext }) => eventChannel(context.ctx.integration.id, context.ctx.domain),
    filter: ({ payload, args }: { payload: LoggedRequest; args: { failedOnly?: boolean | null } }) => !args.failedOnly || payload.status >= 400,
  })
  requestLogged(@Root() entry: LoggedRequest, @Arg('failedOnly', () => Boolean, { nullable: true }) _failedOnly?: boolean | null): RequestLogType {
    return RequestLogType.from(entry);
  }
}
