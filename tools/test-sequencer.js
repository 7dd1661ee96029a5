// Slowest test files first, so that two workers finish together instead of one waiting on a long
// file that started last. Jest knows the durations of files it ran on this checkout; a fresh clone
// (CI) knows none and would go by file size, so it takes them from tools/test-durations.json: the
// seconds each file took in a measured CI run (tools/ci-report writes test-artifacts/ci/durations.json;
// copy it over when the order drifts). Plain JavaScript: jest loads the sequencer untransformed.
const { relative } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const measured = require('./test-durations.json');

class SlowestFirstSequencer extends Sequencer {
  time(test) {
    const cached = super.time(test);
    if (cached != null) return cached;
    const seconds = measured[relative(test.context.config.rootDir, test.path)];
    return seconds == null ? undefined : seconds * 1000;
  }
}

module.exports = SlowestFirstSequencer;
