import 'reflect-metadata';
import { runServiceProcess } from '@cf/platform';
import { investmentsService } from './investments.service-definition';

/** Distributed entry: this service alone in its own process, configured by the environment. */
runServiceProcess(investmentsService);
