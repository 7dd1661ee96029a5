import { CAMPAIGN_OPTION_LISTS } from './seed-data/campaign-options';
import { OPTION_LISTS } from './seed-data/option-lists';

/** Help-centre categories are an option list (title in `name`, description in `extra`). */
export const FAQ_CATEGORY_LIST = 'faq-category';

/** Every option list the service manages (administrators edit their items, not the set of lists). */
export const OPTION_LIST_NAMES: ReadonlySet<string> = new Set([
  ...Object.keys(OPTION_LISTS),
  ...Object.keys(CAMPAIGN_OPTION_LISTS),
  FAQ_CATEGORY_LIST,
]);
