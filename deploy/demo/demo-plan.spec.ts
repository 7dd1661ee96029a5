import fc from 'fast-check';
import { planDemoInvestments, type PlanCampaign, type PlanInvestor } from './demo-plan';

const OMR = 1000;

const campaignArb = fc.record({
  id: fc.uuid(),
  missing: fc.integer({ min: 0, max: 600_000 }).map((n) => n * OMR + (n % 7) * 111),
  minimum: fc.constantFrom(50 * OMR, 100 * OMR, 250 * OMR),
  maximumShare: fc.integer({ min: 2, max: 6 }),
  step: fc.constantFrom(OMR, 5 * OMR),
  accreditedOnly: fc.boolean(),
  seed: fc.nat(1000),
});
const investorArb = fc.record({
  key: fc.string({ minLength: 1, maxLength: 8 }),
  accredited: fc.boolean(),
  room: fc.integer({ min: 0, max: 2_000_000 }).map((n) => n * OMR),
});

describe('demo story: the investment plan', () => {
  it('keeps every amount within the campaign bounds, its step, the investor room, and never passes a campaign figure', () => {
    fc.assert(
      fc.property(
        fc.array(campaignArb, { maxLength: 12 }),
        fc.uniqueArray(investorArb, { selector: (i) => i.key, maxLength: 10 }),
        (raw, investors) => {
          const campaigns: PlanCampaign[] = raw.map((c) => ({
            ...c,
            maximum: Math.max(c.minimum, Math.trunc(c.missing / c.maximumShare)),
          }));
          const plan = planDemoInvestments(campaigns, investors);
          const byCampaign = new Map<string, number>();
          const byInvestor = new Map<string, number>();
          for (const p of plan) {
            const c = campaigns.find((x) => x.id === p.campaignId)!;
            const investor = investors.find((i) => i.key === p.investor)!;
            expect(p.amount).toBeGreaterThanOrEqual(c.minimum);
            expect(p.amount).toBeLessThanOrEqual(c.maximum);
            expect(p.amount % c.step).toBe(0);
            if (c.accreditedOnly) expect(investor.accredited).toBe(true);
            byCampaign.set(c.id, (byCampaign.get(c.id) ?? 0) + p.amount);
            byInvestor.set(p.investor, (byInvestor.get(p.investor) ?? 0) + p.amount);
          }
          for (const c of campaigns) expect(byCampaign.get(c.id) ?? 0).toBeLessThanOrEqual(c.missing);
          for (const i of investors) expect(byInvestor.get(i.key) ?? 0).toBeLessThanOrEqual(i.room);
          // One investment per investor and campaign.
          expect(new Set(plan.map((p) => `${p.investor}|${p.campaignId}`)).size).toBe(plan.length);
        },
      ),
    );
  });

  it('reaches a fixed campaign goal exactly when the investors have the room, with enough investors for the maximum each', () => {
    const investors: PlanInvestor[] = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((key) => ({ key, accredited: true, room: 1_000_000 * OMR }));
    const plan = planDemoInvestments(
      [{ id: 'c1', missing: 240_000 * OMR, minimum: 100 * OMR, maximum: 48_000 * OMR, step: OMR, accreditedOnly: true, seed: 31 }],
      investors,
    );
    expect(plan.reduce((sum, p) => sum + p.amount, 0)).toBe(240_000 * OMR);
    expect(plan.length).toBeGreaterThanOrEqual(5);
  });

  it('puts the campaign first investor in, within their room, and leaves the rest to others', () => {
    const investors: PlanInvestor[] = [
      { key: 'big', accredited: true, room: 900_000 * OMR },
      { key: 'investor1', accredited: false, room: 3_100 * OMR },
      { key: 'other', accredited: true, room: 900_000 * OMR },
    ];
    const plan = planDemoInvestments(
      [
        {
          id: 'c1',
          missing: 117_000 * OMR,
          minimum: 50 * OMR,
          maximum: 26_000 * OMR,
          step: OMR,
          accreditedOnly: false,
          seed: 2,
          first: 'investor1',
        },
      ],
      investors,
    );
    const own = plan.find((p) => p.investor === 'investor1');
    expect(own?.amount).toBeGreaterThan(0);
    expect(own!.amount).toBeLessThanOrEqual(3_100 * OMR);
    expect(plan.reduce((sum, p) => sum + p.amount, 0)).toBeLessThanOrEqual(117_000 * OMR);
  });
});
