/**
 * A6.2: an admin sees both the investor and the owner views; a campaign owner sees the owner view;
 * everyone else the investor view.
 */
export interface DisplayFlags {
  investor: boolean;
  owner: boolean;
}

const OWNER_TYPES = new Set(['owner', 'campaign-owner', 'campaignowner', 'campaign_owner']);

export function displayFlagsFor(user: { isAdmin?: boolean; userType?: string } | null | undefined): DisplayFlags {
  if (!user) return { investor: false, owner: false };
  if (user.isAdmin) return { investor: true, owner: true };
  const owner = OWNER_TYPES.has((user.userType ?? '').toLowerCase());
  return { investor: !owner, owner };
}

/** C2.29: campaign creation is for the owner view, and only for admins when the site switch says so. */
export function canCreateCampaign(flags: DisplayFlags, isAdmin: boolean, onlyAdminCreateCampaign: unknown): boolean {
  const adminsOnly = onlyAdminCreateCampaign === true || onlyAdminCreateCampaign === 'yes';
  return adminsOnly ? isAdmin : flags.owner;
}
