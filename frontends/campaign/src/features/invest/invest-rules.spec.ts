import type { InvestOfferView } from '@cf/contracts/rest';
import { checkInvestment } from './invest-rules';

const offer = (extra: Partial<InvestOfferView> = {}): InvestOfferView =>
  ({
    campaignId: 'c',
    campaignName: 'C',
    slug: 'c',
    currency: 'OMR',
    termsSlug: 'equity',
    state: 'open',
    opensAt: null,
    closeDate: null,
    accreditedOnly: false,
    minimum: 100_000,
    maximum: 2_000_000,
    step: 1000,
    available: 1_500_000,
    pricePerShare: 1000,
    maxShareUnits: 1500,
    investor: { maxNow: 1_200_000 },
    cancellation: { hours: 48, notWithinHoursOfClose: 48 },
    reservationMinutes: 30,
    ...extra,
  }) as InvestOfferView;

describe('invest form rules (C5.11)', () => {
  it('[C5.11] checks the amount in the server\'s order: minimum, maximum, step, available, the investor\'s room', () => {
    expect(checkInvestment('', 'amount', offer()).error?.key).toBe('amountRequired');
    expect(checkInvestment('abc', 'amount', offer()).error?.key).toBe('amountInvalid');
    expect(checkInvestment('99.999', 'amount', offer()).error).toEqual({ key: 'belowMinimum', params: { amount: 100_000 } });
    expect(checkInvestment('2000.001', 'amount', offer()).error?.key).toBe('aboveMaximum');
    expect(checkInvestment('150.5', 'amount', offer()).error).toEqual({ key: 'notMultipleOfStep', params: { amount: 1000 } });
    expect(checkInvestment('1600', 'amount', offer()).error).toEqual({ key: 'exceedsAvailable', params: { amount: 1_500_000 } });
    expect(checkInvestment('1300', 'amount', offer()).error).toEqual({ key: 'aboveYourLimit', params: { amount: 1_200_000 } });
    expect(checkInvestment('1200.000', 'amount', offer())).toEqual({ amount: 1_200_000 });
    // Arabic-Indic digits are read as the same amount.
    expect(checkInvestment('١٢٠٠', 'amount', offer())).toEqual({ amount: 1_200_000 });
  });

  it('[C5.11][C9.6] share units are whole, at least 1 and at most the maximum, and cost units × the share price', () => {
    expect(checkInvestment('0', 'units', offer()).error?.key).toBe('unitsTooFew');
    expect(checkInvestment('2.5', 'units', offer()).error?.key).toBe('unitsInvalid');
    expect(checkInvestment('2001', 'units', offer()).error).toEqual({ key: 'unitsTooMany', params: { max: 2000 } });
    expect(checkInvestment('250', 'units', offer())).toEqual({ amount: 250_000, shareUnits: 250 });
  });
});
