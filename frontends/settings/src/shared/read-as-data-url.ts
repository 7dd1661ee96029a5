export { readAsDataUrl } from '@cf/ui';
