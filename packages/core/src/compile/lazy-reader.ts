import type { Reader } from "../schema.js";
import { mayGenerate } from "./code-generation.js";

/**
 * The reader of a composite: `loop` until its first read compiles a specialised one
 * (so declaring schemas that are never read costs no code generation), `loop` for good
 * where code cannot be generated. `compile` answers undefined when it cannot.
 */
export function lazyReader(loop: Reader, compile: () => Reader | undefined): Reader {
  if (!mayGenerate()) return loop;
  let current: Reader = (input, issues) => {
    current = compile() ?? loop;
    return current(input, issues);
  };
  return (input, issues) => current(input, issues);
}
