import { createAppConfig, type Mode } from '../tools/webpack-common';
import { DEV_PORTS } from '../tools/dev-ports';
import { federation } from './module-federation.config';

export default (env: { mode?: Mode } = {}) =>
  createAppConfig({ ...federation, mode: env.mode ?? 'production', port: DEV_PORTS.admin, isHost: false });
