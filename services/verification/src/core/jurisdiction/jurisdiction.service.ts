import { Inject, Injectable } from '@nestjs/common';
import { currencyLabel, type InvestorClassView, type Language } from '@cf/contracts';
import { VERIFICATION_CONFIG, JURISDICTION_PACK } from '../../verification.tokens';
import type { VerificationConfig } from '../config/env';
import { classById, classify, type DeclaredFigures, type JurisdictionPack, type PackClass } from './domain/jurisdiction-pack';

const LOCALES: Record<Language, string> = { ar: 'ar-OM', en: 'en-GB', fr: 'fr-FR' };

/** The pack in force, read as the rest of the service needs it: classes, limits, wording, money. */
@Injectable()
export class JurisdictionService {
  constructor(
    @Inject(JURISDICTION_PACK) readonly pack: JurisdictionPack,
    @Inject(VERIFICATION_CONFIG) private readonly config: VerificationConfig,
  ) {}

  get retakeWaitHours(): number {
    return this.config.suitabilityRetakeWaitHours ?? this.pack.suitability.retakeWaitHours;
  }

  classify(declared: DeclaredFigures): PackClass {
    return classify(this.pack, declared);
  }

  classById(id: string | null): PackClass | undefined {
    return id ? classById(this.pack, id) : undefined;
  }

  /** The class a child invests in: the pack's childClass, else its lowest-ranked class (ADR 0026). */
  childClass(): PackClass {
    return this.classById(this.pack.childClass ?? null) ?? [...this.pack.classes].sort((a, b) => a.rank - b.rank)[0];
  }

  view(id: string | null, language: Language): InvestorClassView | null {
    const found = this.classById(id);
    return found ? { id: found.id, label: found.label[language], rule: found.rule, limits: found.limits } : null;
  }

  /** A5.14: the classes a reviewer may approve for a verification proposed as `proposedId` (that one or lower), highest first. */
  classesUpTo(proposedId: string | null, language: Language): InvestorClassView[] {
    const proposed = this.classById(proposedId);
    if (!proposed) return [];
    return [...this.pack.classes]
      .filter((c) => c.rank <= proposed.rank)
      .sort((a, b) => b.rank - a.rank)
      .map((c) => this.view(c.id, language)!);
  }

  /**
   * An amount in the pack's minor unit as a reader of `language` expects it (OMR 20,000; OMR 12.500):
   * decimals only where there are minor units, Arabic groups with a narrow space (never ٬, which looks
   * like the decimal mark ٫), as the screens show amounts.
   */
  formatAmount(minor: number, language: Language): string {
    const digits = minor % this.pack.minorUnits === 0 ? 0 : String(this.pack.minorUnits).length - 1; // 1000 → 3 (baisa), 100 → 2 (cents)
    const number = new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: digits, maximumFractionDigits: digits })
      .formatToParts(minor / this.pack.minorUnits)
      .map((part) => (language === 'ar' && part.type === 'group' ? '\u202f' : part.value))
      .join('');
    const label = this.pack.currency === 'OMR' ? currencyLabel(language) : this.pack.currency;
    return language === 'en' ? `${label} ${number}` : `${number} ${label}`;
  }
}
