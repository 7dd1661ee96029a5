import { checkPrincipal, projectReturn } from './return-calculator';

describe('project return calculator', () => {
  it('[C9.5][C5.10] quarterly profit times the period factor (yearly 4, quarterly 1, monthly 0.3335, days 0.01095)', () => {
    // OMR 1,000 at 8 % a year: a quarter earns OMR 20.
    expect(projectReturn(1_000_000n, '8', 'quarterly')).toBe(20_000n);
    expect(projectReturn(1_000_000n, '8', 'yearly')).toBe(80_000n);
    expect(projectReturn(1_000_000n, '8', 'monthly')).toBe(6_670n);
    expect(projectReturn(1_000_000n, '8', 'days')).toBe(219n);
    expect(projectReturn(1_234_567n, '7.25', 'quarterly')).toBe(22_377n);
  });

  it('[C5.10] the principal is at least 1', () => {
    expect(checkPrincipal(999n, '0.999')).toBe('min');
    expect(checkPrincipal(null, 'abc')).toBe('invalid');
    expect(checkPrincipal(null, '')).toBe('required');
    expect(checkPrincipal(1000n, '1')).toBeNull();
    // Never an amount one could not invest: 50 under a campaign minimum of 100 is refused.
    expect(checkPrincipal(50_000n, '50', 100_000)).toBe('belowMinimumInvestment');
    expect(checkPrincipal(100_000n, '100', 100_000)).toBeNull();
  });
});
