import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

// IBANs of bank accounts (withdrawals, a campaign's payout account): one rule, ibantools' country table.

/** An IBAN as printed (spaces, any case) in its electronic form: `OM81 0180 …` → `OM810180…`. */
export const ibanElectronic = (value: string): string => electronicFormatIBAN(value) ?? '';
/**
 * ISO 13616 (ibantools' country table): the country's length and structure and the mod-97 check
 * digits. An Omani IBAN is 23 characters: OM, two check digits, the bank's three-digit code (CBO)
 * and the 16-digit account; a mistyped or swapped digit fails the check.
 */
export const isIban = (value: string): boolean => isValidIBAN(ibanElectronic(value));
/** The three-digit bank code of an Omani IBAN (null for another country's). */
export const omaniIbanBankCode = (value: string): string | null => {
  const iban = ibanElectronic(value);
  return iban.startsWith('OM') && isValidIBAN(iban) ? iban.slice(4, 7) : null;
};

