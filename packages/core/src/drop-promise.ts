/**
 * Lets a promise that user code answered with settle unobserved: a `normalize` or
 * `check` written as an async function (from JavaScript), or a foreign schema that
 * validates asynchronously. The value is refused anyway; the promise's rejection
 * must not go unhandled and end the process.
 */
export function dropPromise(answer: unknown): void {
  if (answer === null || (typeof answer !== "object" && typeof answer !== "function")) return;
  try {
    const then = (answer as { then?: unknown }).then;
    if (typeof then === "function") then.call(answer, undefined, () => undefined);
  } catch {
    // a hostile thenable: nothing to wait for
  }
}

type OnInit = (hook: (promise: Promise<unknown>) => void) => () => void;
let onInit: OnInit | null | undefined;

// Node's promise hooks (node:v8, reached without an import so the package stays free of
// Node at load time); null where the runtime has none.
function promiseHooks(): OnInit | null {
  if (onInit === undefined) {
    try {
      const runtime = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
      const v8 = runtime?.getBuiltinModule?.("node:v8") as { promiseHooks?: { onInit?: OnInit } } | undefined;
      onInit = typeof v8?.promiseHooks?.onInit === "function" ? v8.promiseHooks.onInit : null;
    } catch {
      onInit = null;
    }
  }
  return onInit;
}

/**
 * Runs a foreign validator and drops every promise made while it ran. Zod runs a
 * schema synchronously first and, on meeting an async refine or transform, abandons
 * that attempt's promise, which nothing outside Zod can reach; a valibot `check`
 * written as an async function leaves its promise the same way. Whatever they hold,
 * they must not end the process as unhandled rejections. Costs about a microsecond
 * a call (the hook is on only while `run` runs).
 */
export function droppingPromises<T>(run: () => T): T {
  const hook = promiseHooks();
  if (hook === null) return run();
  const made: Promise<unknown>[] = [];
  const stop = hook((promise) => {
    made.push(promise);
  });
  try {
    return run();
  } finally {
    stop();
    for (const promise of made) dropPromise(promise);
  }
}
