/** The service's parsed configuration (NotificationsConfig). */
export const NOTIFICATIONS_CONFIG = Symbol('NOTIFICATIONS_CONFIG');
