import type { Reader } from "../schema.js";
import { mayGenerate } from "./code-generation.js";

// each lazy reader, to what settles it: its compiled reader (made now if not yet), or its loop
const settlers = new WeakMap<Reader, () => Reader>();

/**
 * The reader of a composite: `loop` until its first read compiles a specialised one
 * (so declaring schemas that are never read costs no code generation), `loop` for good
 * where code cannot be generated. `compile` answers undefined when it cannot.
 */
export function lazyReader(loop: Reader, compile: () => Reader | undefined): Reader {
  if (!mayGenerate()) return loop;
  let settledReader: Reader | undefined;
  const settle = (): Reader => (settledReader ??= compileWithinStack(compile) ?? loop);
  let current: Reader = (input, issues) => (current = settle())(input, issues);
  const reader: Reader = (input, issues) => current(input, issues);
  settlers.set(reader, settle);
  return reader;
}

/**
 * Compiling a reader settles its members' readers first: a schema nested deeper than the stack
 * can hold runs out of it. Those levels keep their loops (the same answers); the levels above
 * still compile.
 */
function compileWithinStack(compile: () => Reader | undefined): Reader | undefined {
  try {
    return compile();
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/**
 * The reader a composite's reader stands for: a lazy reader's compiled reader (compiled
 * now if not yet) or loop; any other reader as it is. A generated reader calls its
 * members' settled readers: every lazy reader is one closure shared by all composites,
 * so the call inside it meets every composite's reader and the engine inlines none (a
 * tenth of the time of a refused read went there).
 */
export function settled(reader: Reader): Reader {
  return settlers.get(reader)?.() ?? reader;
}
