export { siteService } from './site.service-definition';
