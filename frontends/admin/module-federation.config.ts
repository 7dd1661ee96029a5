/** Remote `admin`: exposes its route table; pages check isAdmin themselves as well as the shell's guard. */
export const federation = {
  name: 'admin',
  exposes: { './routes': './src/routes.tsx' },
};
