import 'reflect-metadata';
import { runServiceProcess } from '@cf/platform';
import { gatewayService } from './gateway.service-definition';

/** Distributed entry: the gateway alone in this process, configured from the environment. */
runServiceProcess(gatewayService);
