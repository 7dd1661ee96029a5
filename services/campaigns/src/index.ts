export { campaignsService } from './campaigns.service-definition';
// For the browse benchmark (tools/bench), which seeds the service's tables at scale.
export { DEMO_CAMPAIGNS } from './seed/demo-campaigns';
// For the demo story (deploy/demo), which finds the demo campaigns by their slug.
export { slugFor } from './wizard/wizard.service';
export { CAMPAIGNS_CONFIG } from './campaigns.tokens';
export type { CampaignsConfig } from './config/env';
