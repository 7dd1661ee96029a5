/** Side-effect CSS imports are handled by webpack (css-loader / mini-css-extract). */
declare module '*.css';
