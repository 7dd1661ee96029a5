export { campaignsService } from './campaigns.service-definition';
