/** Stand-alone mount (dev:web serves this remote on its own port); the shell only loads `./routes`. */
import { mountStandaloneRemote } from '@cf/ui';

void mountStandaloneRemote(() => import('./routes'));
