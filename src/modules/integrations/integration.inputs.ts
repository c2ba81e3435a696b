import { Field, InputType, Int } from 'type-graphql';
import type { ModeSettings } from './settings-cache';

// What an operator may change from a dashboard; the transfer OTP has its own confirmed flow
// (disableTransferOtp / disableTransferOtpFinalize). Absent: unchanged; an empty URL removes it.
@InputType()
export class UpdateIntegrationSettingsInput implements Partial<ModeSettings> {
  @Field(() => String, { nullable: true }) webhookUrl?: string | null;
  @Field(() => String, { nullable: true }) callbackUrl?: string | null;
  @Field(() => Int, { nullable: true, description: 'Seconds before an unpaid checkout is abandoned; 0: never' }) paymentSessionTimeout?: number;
}
