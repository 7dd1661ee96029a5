import 'reflect-metadata';
import { runServiceProcess } from '@cf/platform';
import { campaignsService } from './campaigns.service-definition';

/** Distributed entry: this service alone in its own process, configured by the environment. */
runServiceProcess(campaignsService);
