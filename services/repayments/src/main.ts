import 'reflect-metadata';
import { runServiceProcess } from '@cf/platform';
import { repaymentsService } from './repayments.service-definition';

/** Distributed entry: this service alone in its own process, configured by the environment. */
runServiceProcess(repaymentsService);
