import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

/**
 * A service's top-level folders and the folders each imports (relative imports only, tests left
 * out). Two folders that import each other are a loop: a newcomer cannot read one without the other
 * (issue 35 item 5, docs/adr/0015).
 */
export function folderImports(serviceSrc: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== '__tests__') walk(path);
        continue;
      }
      if (!name.endsWith('.ts') || name.endsWith('.spec.ts')) continue;
      const from = relative(serviceSrc, dir).split(sep)[0];
      if (!from || from === '.') continue;
      for (const match of readFileSync(path, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
        const to = relative(serviceSrc, normalize(join(dirname(path), match[1]))).split(sep)[0];
        if (!to || to.startsWith('..') || to === from || to.includes('.')) continue;
        const targets = graph.get(from) ?? new Set<string>();
        targets.add(to);
        graph.set(from, targets);
      }
    }
  };
  walk(serviceSrc);
  return graph;
}

/** Pairs of folders that import each other, as `a <-> b` (sorted). */
export function mutualFolderPairs(serviceSrc: string): string[] {
  const graph = folderImports(serviceSrc);
  const pairs = new Set<string>();
  for (const [from, targets] of graph)
    for (const to of targets) if (graph.get(to)?.has(from)) pairs.add([from, to].sort().join(' <-> '));
  return [...pairs].sort();
}
