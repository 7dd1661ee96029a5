/** Remote `campaign`: its route table is the only thing it exposes; the shell owns routing. */
export const federation = {
  name: 'campaign',
  exposes: { './routes': './src/routes.tsx' },
};
