import { MANAGED_OPTION_LISTS } from '@cf/contracts';
import { OPTION_LIST_NAMES } from '../option-lists';

it('[A7.8] the option lists the administration offers are exactly those the service manages', () => {
  expect([...OPTION_LIST_NAMES].sort()).toEqual([...MANAGED_OPTION_LISTS].sort());
});
