import { Ctx, FieldResolver, Resolver } from 'type-graphql';
import type { GqlContext } from '../../graphql/context';
import { IntegrationSettingsType } from '../integrations/integration.type';
import type { TransferOtpService } from './transfer-otp.service';

// IntegrationSettings.transferOtpRequired, declared here: the transfer settings' answer (what POST /transfer
// goes by, changed by the OTP enable/disable endpoints), the same as Query.transferOtpRequired: the
// integrations slice does not hold that setting.
@Resolver(() => IntegrationSettingsType)
export class IntegrationTransferSettingsResolver {
  constructor(private readonly otp: TransferOtpService) {}

  @FieldResolver(() => Boolean, { description: 'Whether transfers wait for an OTP (the same as Query.transferOtpRequired)' })
  async transferOtpRequired(@Ctx() { ctx }: GqlContext): Promise<boolean> {
    return this.otp.otpRequired(ctx);
  }
}
