import { Arg, Query, Resolver } from 'type-graphql';
import type { BankService } from './bank.service';
import { BankType, CardBinType, ResolvedAccountType } from './bank.type';

@Resolver(() => BankType)
export class BankResolver {
  constructor(private readonly service: BankService) {}

  @Query(() => [BankType], { description: 'The bank directory (Nigerian banks), by id' })
  banks(@Arg('payWithBank', () => Boolean, { nullable: true }) payWithBank?: boolean | null) {
    const page = this.service.list({ payWithBank: payWithBank ?? undefined }, { mode: 'offset', page: 1, perPage: 1000 });
    return page.items.map(BankType.from);
  }

  @Query(() => ResolvedAccountType, { description: 'The account name of a NUBAN at a bank (test data; docs/guide.md "Bank lookups")' })
  resolveAccount(@Arg('accountNumber') accountNumber: string, @Arg('bankCode') bankCode: string) {
    const r = this.service.resolveAccount(accountNumber, bankCode);
    return Object.assign(new ResolvedAccountType(), { accountNumber: r.accountNumber, accountName: r.accountName, bank: BankType.from(r.bank) });
  }

  @Query(() => CardBinType)
  resolveCardBin(@Arg('bin') bin: string) {
    return CardBinType.from(this.service.resolveBin(bin));
  }
}
