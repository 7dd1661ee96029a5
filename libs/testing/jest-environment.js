// The test environment of the API and browser projects: Node's, plus what a failing test must
// say — which services its platform ran and, in a browser test, what its pages showed (`startTestPlatform` records them on the test's global).
// Plain JavaScript: jest loads an environment before it transforms anything.
const { TestEnvironment } = require('jest-environment-node');

class PlatformTestEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name !== 'test_fn_failure' && event.name !== 'hook_failure') return;
    const platforms = this.global.__cfPlatforms;
    if (!Array.isArray(platforms) || platforms.length === 0) return;
    let line = `the test platform ran: ${platforms.map((p) => `[${p.services.join(', ')}] + gateway${p.closed ? ' (closed)' : ''}`).join('; ')}`;
    // Browser tests: what the open pages showed (test/browser/support/browser.ts), for failures seen only in CI.
    const describePages = this.global.__cfDescribeOpenPages;
    if (typeof describePages === 'function') {
      const shown = await Promise.race([describePages(event.test ? event.test.name : 'hook'), new Promise((resolve) => setTimeout(() => resolve('(the pages did not answer in 10 s)'), 10000))]).catch((error) => `(could not read the pages: ${error.message})`);
      if (shown) line += `\n${shown}`;
    }
    const error = event.error;
    if (error && typeof error === 'object') {
      if (typeof error.message === 'string') error.message += `\n${line}`;
      if (typeof error.stack === 'string') error.stack = error.stack.replace(/\n/, `\n${line}\n`);
    }
  }
}

module.exports = PlatformTestEnvironment;
