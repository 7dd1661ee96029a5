// Browser journeys start the whole platform and Chromium on a 2-core machine.
jest.setTimeout(180000);
