import { defineModule, type Kernel } from '../modules/module';
import { balanceRouter } from './ledger.rest';
import { LedgerService } from './ledger.service';

export const ledgerModule = defineModule({
  name: 'ledger',
  services: (k: Kernel) => ({ ledger: new LedgerService(k.db, k.clock) }),
  routes: (s) => [balanceRouter(s.ledger)],
});

export type LedgerServices = { ledger: LedgerService };
