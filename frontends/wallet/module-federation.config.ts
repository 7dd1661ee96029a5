/** Remote `wallet`: its route table is the only thing it exposes; the shell owns routing. */
export const federation = {
  name: 'wallet',
  exposes: { './routes': './src/routes.tsx' },
};
