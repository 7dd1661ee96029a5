import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

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
