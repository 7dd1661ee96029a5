// API and integration specs start real services; give them time on a 2-core machine.
jest.setTimeout(60000);
