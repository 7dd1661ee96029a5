import { LedgerAccountRow } from './ledger-account.entity';
import { LedgerEntryRow } from './ledger-entry.entity';
import { LedgerHoldRow } from './ledger-hold.entity';
import { LedgerTransferRow } from './ledger-transfer.entity';

export { LedgerAccountRow, LedgerEntryRow, LedgerHoldRow, LedgerTransferRow };
export const LEDGER_ENTITIES = [LedgerAccountRow, LedgerTransferRow, LedgerEntryRow, LedgerHoldRow];
