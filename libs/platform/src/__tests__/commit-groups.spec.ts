import { CommitGroups } from '../database/commit-groups';

describe('CommitGroups (group commit, ADR 0029)', () => {
  const gate = () => {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { open, opened };
  };

  it('gathers requests sent together into one group and answers each with its own outcome, in order', async () => {
    const written: number[][] = [];
    const groups = new CommitGroups<number, string>({ windowMs: 1, max: 64, write: async (_lane, group) => (written.push(group), group.map((n) => `answer ${n}`)) });
    const answers = await Promise.all([1, 2, 3].map((n) => groups.submit('a', n)));
    expect(answers).toEqual(['answer 1', 'answer 2', 'answer 3']);
    expect(written).toEqual([[1, 2, 3]]);
    expect(groups.written).toEqual({ groups: 1, requests: 3 });
  });

  it('writes one group per lane at a time: what arrives meanwhile forms the next group, up to max', async () => {
    const first = gate();
    const written: number[][] = [];
    const groups = new CommitGroups<number, number>({
      windowMs: 0,
      max: 2,
      write: async (_lane, group) => {
        written.push(group);
        if (written.length === 1) await first.opened;
        return group;
      },
    });
    const pending = [groups.submit('a', 1)];
    await new Promise((resolve) => setTimeout(resolve, 5));
    pending.push(groups.submit('a', 2), groups.submit('a', 3), groups.submit('a', 4));
    expect(written).toEqual([[1]]);
    first.open();
    expect(await Promise.all(pending)).toEqual([1, 2, 3, 4]);
    expect(written).toEqual([[1], [2, 3], [4]]);
  });

  it('keeps lanes apart and never puts two requests with the same key in one group', async () => {
    const written: Array<[string, string[]]> = [];
    const groups = new CommitGroups<{ key: string }, string>({ windowMs: 1, max: 10, keyOf: (r) => r.key, write: async (lane, group) => (written.push([lane, group.map((r) => r.key)]), group.map((r) => r.key)) });
    await Promise.all([groups.submit('a', { key: 'k1' }), groups.submit('a', { key: 'k1' }), groups.submit('a', { key: 'k2' }), groups.submit('b', { key: 'k1' })]);
    expect(written.filter(([lane]) => lane === 'a').map(([, keys]) => keys)).toEqual([['k1', 'k2'], ['k1']]);
    expect(written.filter(([lane]) => lane === 'b').map(([, keys]) => keys)).toEqual([['k1']]);
  });

  it('fails every request of a group whose write fails, and goes on with the next group', async () => {
    let calls = 0;
    const groups = new CommitGroups<number, number>({
      windowMs: 1,
      max: 2,
      write: async (_lane, group) => {
        calls += 1;
        if (calls === 1) throw new Error('deadlock');
        return group;
      },
    });
    const outcomes = await Promise.allSettled([1, 2, 3].map((n) => groups.submit('a', n)));
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect(groups.written).toEqual({ groups: 1, requests: 1 });
  });
});
