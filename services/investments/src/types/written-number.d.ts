/** written-number 0.11 (no bundled types): an integer in words, in one of its languages. */
declare module 'written-number' {
  function writtenNumber(value: number, options?: { lang?: string; noAnd?: boolean }): string;
  export = writtenNumber;
}
