import { Field, InputType } from 'type-graphql';
import type { ValidateAccountParams } from './bank.service';

@InputType()
export class ValidateAccountInput implements ValidateAccountParams {
  @Field() bankCode: string;
  @Field({ description: 'NG: the simulated directory holds Nigerian banks' }) countryCode: string;
  @Field() accountNumber: string;
  @Field() accountName: string;
  @Field({ description: 'personal or business' }) accountType: string;
  @Field({ description: 'identityNumber, passportNumber or businessRegistrationNumber' }) documentType: string;
  @Field(() => String, { nullable: true }) documentNumber?: string;
}
