import { createAppConfig, type Mode } from '@cf/web-tools/webpack-common';
import { DEV_PORTS } from '@cf/web-tools/dev-ports';
import { federation } from './module-federation.config';

export default (env: { mode?: Mode } = {}) =>
  createAppConfig({ ...federation, mode: env.mode ?? 'production', port: DEV_PORTS.campaign, isHost: false });
