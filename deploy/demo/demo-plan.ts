/**
 * Who invests how much where, for the demo story: pure arithmetic over what the platform answers
 * (each campaign's bounds and what is still missing of its target; each investor's room), so the
 * story can plan again from where it stopped and every amount is one the platform accepts.
 */

export interface PlanCampaign {
  id: string;
  /** Baisa still to invest to reach the demo's figure for this campaign. */
  missing: number;
  minimum: number;
  maximum: number;
  /** Amounts are multiples of this (the share price of an equity offer, else one rial). */
  step: number;
  accreditedOnly: boolean;
  /** Varies the number of investors and the split from one campaign to the next. */
  seed: number;
  /** An investor who takes part first (the demo's own investor in the campaign the README walks through). */
  first?: string;
}

export interface PlanInvestor {
  key: string;
  accredited: boolean;
  /** Baisa this investor can still invest: the wallet's available money within the class's limits. */
  room: number;
}

export interface PlannedInvestment {
  investor: string;
  campaignId: string;
  amount: number;
}

const down = (amount: number, step: number): number => amount - (amount % step);

/**
 * Splits each campaign's missing amount between a few eligible investors (one to three, more when
 * the campaign's maximum per investor needs them), each amount within the campaign's bounds, a
 * multiple of its step and within the investor's room. A campaign may end below its figure when the
 * investors' room runs out; never above it.
 */
export function planDemoInvestments(campaigns: PlanCampaign[], investors: PlanInvestor[]): PlannedInvestment[] {
  const room = new Map(investors.map((i) => [i.key, i.room]));
  // No one puts more than a quarter of their starting room into one campaign: investors with a yearly
  // limit take part in many campaigns instead of filling the first few.
  // In round figures (OMR 50), as people choose amounts.
  const spread = (investor: PlanInvestor, step: number): number =>
    down(Math.floor(investor.room / 6), step * Math.max(1, Math.trunc(50_000 / step)));
  const planned: PlannedInvestment[] = [];
  // Campaigns someone must be in are served first, while that investor still has room.
  const ordered = [...campaigns].sort((a, b) => Number(b.first !== undefined) - Number(a.first !== undefined));
  for (const c of ordered) {
    const target = down(c.missing, c.step);
    const smallest = Math.ceil(c.minimum / c.step) * c.step;
    const largest = down(c.maximum, c.step);
    if (target < smallest || largest < smallest) continue;
    const eligible = investors.filter((i) => !c.accreditedOnly || i.accredited);
    // Every other campaign, one investor with a yearly limit (a different one each time) beside the
    // deep-pocketed ones, who fill the rest: a few investments per campaign, every kind of investor somewhere.
    const rotate = <T>(xs: T[]): T[] => (xs.length ? [...xs.slice(c.seed % xs.length), ...xs.slice(0, c.seed % xs.length)] : xs);
    const deep = rotate(eligible.filter((i) => room.get(i.key)! >= target));
    const shallow = rotate(eligible.filter((i) => room.get(i.key)! < target));
    const lead = eligible.filter((i) => i.key === c.first);
    const withShallow = c.seed % 2 === 0 ? shallow.slice(0, 1) : [];
    const order = [...new Map([...lead, ...withShallow, ...deep, ...shallow].map((i) => [i.key, i])).values()];
    const wanted = Math.min(order.length, Math.max(Math.ceil(target / largest), 1 + (c.seed % 2)), Math.floor(target / smallest));
    const weights = Array.from({ length: wanted }, (_, k) => 2 + ((c.seed + k * 7) % 5));
    const weightSum = weights.reduce((a, b) => a + b, 0);
    const amounts = new Map<string, number>();
    let left = target;
    // First pass: a weighted share each, within bounds and room.
    order.slice(0, wanted).forEach((investor, k) => {
      const share = down(Math.floor((target * weights[k]) / weightSum), c.step);
      const amount = Math.min(Math.max(share, smallest), largest, spread(investor, c.step), down(room.get(investor.key)!, c.step), left);
      if (amount >= smallest) {
        amounts.set(investor.key, amount);
        left -= amount;
      }
    });
    // Then what is left: topped up on those taking part, then on the others, as room allows.
    for (const investor of order) {
      if (left <= 0) break;
      const has = amounts.get(investor.key) ?? 0;
      const more = Math.min(largest - has, spread(investor, c.step) - has, down(room.get(investor.key)! - has, c.step), left);
      if (more <= 0 || has + more < smallest) continue;
      amounts.set(investor.key, has + more);
      left -= more;
    }
    for (const [key, amount] of amounts) {
      room.set(key, room.get(key)! - amount);
      planned.push({ investor: key, campaignId: c.id, amount });
    }
  }
  return planned;
}
