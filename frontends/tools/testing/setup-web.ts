import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// Form specs type whole forms key by key in jsdom; on 2 busy cores that outlasts jest's 5 s default.
// (jest.config.js sets testTimeout on the web project too, but jest 30 applies a project's testTimeout
// only sometimes: a run of one spec file kept 5 s.)
jest.setTimeout(20_000);

// react-router uses TextEncoder, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no scrolling; the shell scrolls to top on every navigation (A2.1).
window.scrollTo = (() => undefined) as typeof window.scrollTo;
if (!window.matchMedia) {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}
