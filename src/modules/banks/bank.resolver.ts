import { Arg, Query, Resolver } from 'type-graphql';
import { withoutNulls } from '../../graphql/args';
import type { BankService } from './bank.service';
import { AccountValidationType, AddressStateType, BankType, CardBinType, CountryType, ResolvedAccountType } from './bank.type';
import { ValidateAccountInput } from './bank.inputs';

@Resolver(() => BankType)
export class BankResolver {
  constructor(private readonly service: BankService) {}

  @Query(() => [BankType], {
    description: 'The bank and telco directory of a country (by name or ISO code; Nigeria when neither country nor currency is given), by id',
  })
  banks(
    @Arg('payWithBank', () => Boolean, { nullable: true }) payWithBank?: boolean | null,
    @Arg('country', () => String, { nullable: true }) country?: string | null,
    @Arg('currency', () => String, { nullable: true }) currency?: string | null,
    @Arg('type', () => String, { nullable: true }) type?: string | null,
  ) {
    const filter = { payWithBank: payWithBank ?? undefined, country: country ?? undefined, currency: currency ?? undefined, type: type ?? undefined };
    const page = this.service.list(filter, { mode: 'offset', page: 1, perPage: 1000 });
    return page.items.map(BankType.from);
  }

  @Query(() => ResolvedAccountType, { description: 'The account name of a NUBAN at a bank (test data; docs/guide.md "Bank lookups")' })
  resolveAccount(@Arg('accountNumber') accountNumber: string, @Arg('bankCode') bankCode: string) {
    const r = this.service.resolveAccount(accountNumber, bankCode);
    return Object.assign(new ResolvedAccountType(), { accountNumber: r.accountNumber, accountName: r.accountName, bank: BankType.from(r.bank) });
  }

  @Query(() => [CountryType], { description: 'GET /country' })
  countries() {
    return this.service.countries().map(CountryType.from);
  }

  @Query(() => [AddressStateType], { description: 'GET /address_verification/states: states of a country (ISO code: NG, CA, US) for address verification' })
  addressStates(@Arg('country') country: string) {
    return this.service.states(country).map(AddressStateType.from);
  }

  @Query(() => AccountValidationType, { description: 'POST /bank/validate: an account and its holder, checked against the simulated bank directory' })
  validateBankAccount(@Arg('input') input: ValidateAccountInput) {
    return AccountValidationType.from(this.service.validateAccount(withoutNulls(input)));
  }

  @Query(() => CardBinType)
  resolveCardBin(@Arg('bin') bin: string) {
    return CardBinType.from(this.service.resolveBin(bin));
  }
}
