/** Side-effect CSS imports are handled by webpack (css-loader / mini-css-extract). */
declare module '*.css';

/** Images imported by a component are emitted by webpack's asset modules; the import is their URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}
