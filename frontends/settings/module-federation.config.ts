/** Remote `settings`: its route table is the only thing it exposes; the shell owns routing. */
export const federation = {
  name: 'settings',
  exposes: { './routes': './src/routes.tsx' },
};
