import { defineModule, type Kernel } from '../modules/module';
import { LedgerEntry } from './ledger.entity';
import { MoneySettings } from './money-settings.entity';
import { balanceRouter } from './ledger.rest';
import { LedgerService } from './ledger.service';
import { MoneyLock } from './money-lock';

export const ledgerModule = defineModule({
  name: 'ledger',
  entities: [LedgerEntry, MoneySettings],
  // The money lock: everything that spends the balance (refunds, transfers, settlements) takes it.
  services: (k: Kernel) => ({ ledger: new LedgerService(k.db, k.clock), money: new MoneyLock(k.db, k.clock) }),
  routes: (s) => [balanceRouter(s.ledger)],
});

export type LedgerServices = { ledger: LedgerService; money: MoneyLock };
