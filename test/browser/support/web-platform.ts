import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CaptchaGenerator } from '@cf/identity-service';
import type { ServiceName } from '@cf/deploy';
import { startTestPlatform, type TestPlatform } from '@cf/testing';

export const WEB_DIST = join(process.cwd(), 'dist', 'web');

/**
 * The platform as the README starts it (gateway serving the built shell and remotes) on fresh
 * databases and random ports, with the services the journey names (and those they call). `npm run build:web` must have run (tools/test-all.sh does it).
 */
export async function startWebPlatform(services: ServiceName[] | 'all', env: Record<string, string> = {}, options: { seedDemo?: boolean } = {}): Promise<TestPlatform> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) throw new Error(`no built front end in ${WEB_DIST}: run npm run build:web first`);
  return startTestPlatform({ services, env: { STATIC_DIR: WEB_DIST, ...env }, seedDemo: options.seedDemo });
}

/** What every page of the shell reads (settings, menus, languages, notifications) and the home page's campaigns. */
export const SHELL_SERVICES: ServiceName[] = ['site', 'notifications', 'campaigns'];
/** Everything a journey with money touches: the shell's services, the wallet, verification and investing (repayments aside). */
export const MONEY_SERVICES: ServiceName[] = [...SHELL_SERVICES, 'wallet', 'verification', 'investments'];

/**
 * Records the text of every captcha identity draws, so a browser test can type what a person would
 * read off the image. Only the test process (which hosts the embedded platform) can do this.
 */
export function captureCaptchaAnswers(platform: TestPlatform): { last(): string } {
  const identity = platform.service('identity');
  const generator = identity.get(CaptchaGenerator);
  const answers: string[] = [];
  const original = generator.create.bind(generator);
  generator.create = () => {
    const made = original();
    answers.push(made.text);
    return made;
  };
  return {
    last() {
      const answer = answers.at(-1);
      if (!answer) throw new Error('no captcha was drawn yet');
      return answer;
    },
  };
}
