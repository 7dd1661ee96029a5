// The test environment of the API and browser projects: Node's, plus one thing a failing test must
// say — which services its platform ran (`startTestPlatform` records them on the test's global).
// Plain JavaScript: jest loads an environment before it transforms anything.
const { TestEnvironment } = require('jest-environment-node');

class PlatformTestEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name !== 'test_fn_failure' && event.name !== 'hook_failure') return;
    const platforms = this.global.__cfPlatforms;
    if (!Array.isArray(platforms) || platforms.length === 0) return;
    const line = `the test platform ran: ${platforms.map((p) => `[${p.services.join(', ')}] + gateway${p.closed ? ' (closed)' : ''}`).join('; ')}`;
    const error = event.error;
    if (error && typeof error === 'object') {
      if (typeof error.message === 'string') error.message += `\n${line}`;
      if (typeof error.stack === 'string') error.stack = error.stack.replace(/\n/, `\n${line}\n`);
    }
  }
}

module.exports = PlatformTestEnvironment;
