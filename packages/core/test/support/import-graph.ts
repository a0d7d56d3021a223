import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** A module graph: each file (relative to the root walked) and the files it imports. */
export type ImportGraph = Map<string, string[]>;

// `import … from "x"`, `export … from "x"` (types included: a type circle is a circle too),
// `import "x"` and `import("x")`; a statement holds no `;` before its `from`
const STATEMENT = /^\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']/gm;
const BARE = /^\s*import\s*["']([^"']+)["']/gm;
const DYNAMIC = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The relative module specifiers a file's text imports, comments left out. */
export function specifiers(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const found: string[] = [];
  for (const pattern of [STATEMENT, BARE, DYNAMIC]) for (const match of code.matchAll(pattern)) found.push(match[1]);
  return found.filter((s) => s.startsWith("."));
}

/**
 * The import graph of every `.ts` (or `.js`) file under `root`. A `./x.js` specifier
 * names `x.ts` in sources; one that names no file under the root fails, so a
 * specifier the patterns misread cannot pass unseen.
 */
export function importGraph(root: string, extension: ".ts" | ".js"): ImportGraph {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith(extension) && !entry.endsWith(".d.ts")) files.push(path);
    }
  };
  walk(root);
  const known = new Set(files.map((f) => relative(root, f)));
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const from = relative(root, file);
    const targets = specifiers(readFileSync(file, "utf8")).map((s) => {
      const target = relative(root, resolve(dirname(file), s.replace(/\.js$/, extension)));
      if (!known.has(target)) throw new Error(`${from} imports ${s}, which is no file under ${root}`);
      return target;
    });
    graph.set(from, targets);
  }
  return graph;
}

/**
 * Every circle in the graph, each as the files around it (the first repeated at the
 * end): one per strongly connected component of more than one file, or a file that
 * imports itself. Tarjan's algorithm; the circle shown is one path around each component.
 */
export function circles(graph: ImportGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const to of graph.get(file) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(pathAround(graph, new Set(component), file));
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file);
  return found;
}

// one circle through `start` inside its component, found breadth-first
function pathAround(graph: ImportGraph, component: Set<string>, start: string): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const to of graph.get(file) ?? []) {
      if (!component.has(to)) continue;
      if (to === start) {
        const path = [file];
        while (path[0] !== start) path.unshift(previous.get(path[0])!);
        return [...path, start];
      }
      if (!previous.has(to)) {
        previous.set(to, file);
        queue.push(to);
      }
    }
  }
  return [start];
}
