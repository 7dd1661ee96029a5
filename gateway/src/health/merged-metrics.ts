/**
 * Several Prometheus text expositions as one (issue 40: the embedded mode's metrics at one URL).
 * A family (`# HELP`, `# TYPE`, its samples) may appear in several services' answers; the text
 * format allows it once, so its samples are gathered under one header. Samples stay distinct by
 * their `service` label.
 */
export function mergeExpositions(texts: string[]): string {
  const families = new Map<string, { help: string | null; type: string | null; samples: string[] }>();
  const familyOf = (name: string) => {
    let family = families.get(name);
    if (!family) families.set(name, (family = { help: null, type: null, samples: [] }));
    return family;
  };
  for (const text of texts) {
    let current: string | null = null;
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      const header = /^# (HELP|TYPE) (\S+)/.exec(line);
      if (header) {
        current = header[2];
        const family = familyOf(current);
        if (header[1] === 'HELP') family.help ??= line;
        else family.type ??= line;
        continue;
      }
      if (line.startsWith('#')) continue;
      const name = /^[a-zA-Z_:][a-zA-Z0-9_:]*/.exec(line)?.[0] ?? '';
      // A histogram's `_bucket`, `_sum` and `_count` belong to the family their header named.
      const owner = current && name.startsWith(current) ? current : name;
      familyOf(owner).samples.push(line);
    }
  }
  const lines: string[] = [];
  for (const family of families.values()) {
    if (family.help) lines.push(family.help);
    if (family.type) lines.push(family.type);
    lines.push(...family.samples);
  }
  return `${lines.join('\n')}\n`;
}
