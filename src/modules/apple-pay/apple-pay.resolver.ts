import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../graphql/context';
import type { ApplePayService } from './apple-pay.service';

// Apple Pay domains as plain host names: the list is the whole resource.
@Resolver()
export class ApplePayResolver {
  constructor(private readonly service: ApplePayService) {}

  @Query(() => [String], { description: 'Domains registered for Apple Pay on this integration and mode, oldest first' })
  applePayDomains(@Ctx() { ctx }: GqlContext) {
    return this.service.list(ctx);
  }

  @Mutation(() => [String], { description: 'Register a domain or subdomain for Apple Pay (once: again changes nothing); returns the list' })
  async registerApplePayDomain(@Arg('domainName') domainName: string, @Ctx() { ctx }: GqlContext) {
    await this.service.register(ctx, domainName);
    return this.service.list(ctx);
  }

  @Mutation(() => [String], { description: 'Unregister a domain (NOT_FOUND when it is not registered); returns the list' })
  async unregisterApplePayDomain(@Arg('domainName') domainName: string, @Ctx() { ctx }: GqlContext) {
    await this.service.unregister(ctx, domainName);
    return this.service.list(ctx);
  }
}
