import { canCreateCampaign, displayFlagsFor } from './display-flags';

describe('display mode (A6.2)', () => {
  it('[A6.2] an admin sees both views, an owner the owner view, everyone else the investor view', () => {
    expect(displayFlagsFor({ isAdmin: true, userType: 'investor' })).toEqual({ investor: true, owner: true });
    expect(displayFlagsFor({ userType: 'owner' })).toEqual({ investor: false, owner: true });
    expect(displayFlagsFor({ userType: 'investor' })).toEqual({ investor: true, owner: false });
    expect(displayFlagsFor(null)).toEqual({ investor: false, owner: false });
  });

  it('[C2.29] campaign creation follows the owner flag, or admins only when the site says so', () => {
    expect(canCreateCampaign({ investor: false, owner: true }, false, 'no')).toBe(true);
    expect(canCreateCampaign({ investor: true, owner: false }, false, 'no')).toBe(false);
    expect(canCreateCampaign({ investor: false, owner: true }, false, 'yes')).toBe(false);
    expect(canCreateCampaign({ investor: true, owner: true }, true, true)).toBe(true);
  });
});
