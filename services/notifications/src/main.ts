import 'reflect-metadata';
import { runServiceProcess } from '@cf/platform';
import { notificationsService } from './notifications.service-definition';

/** Distributed entry: this service alone in its own process, configured by the environment. */
runServiceProcess(notificationsService);
