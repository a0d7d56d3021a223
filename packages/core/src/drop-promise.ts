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

// The promises made since the outermost read began watching, and how to stop watching.
let made: Promise<unknown>[] = [];
let stopWatching: (() => void) | null = null;
/** How many whole reads are under way (nested ones too): none outside a read. */
export let readsUnderWay = 0;

/**
 * Marks the start of one whole read (`vo.validate`, a schema's `~standard.validate`);
 * {@link endRead} its end, in a `finally`. The first foreign validator met inside starts
 * watching promises, and the read's end drops every promise made meanwhile. Turning
 * Node's promise hook on and off costs from a microsecond to about 50 (with async
 * hooks already in use), so it is done once a read, not once a foreign call; a read
 * that meets no foreign member never turns it on.
 */
export function beginRead(): void {
  readsUnderWay++;
}

/**
 * Ends what {@link beginRead} began; the outermost end drops the promises made. Small enough
 * for the engine to inline into every whole read: the dropping is a function of its own.
 */
export function endRead(): void {
  if (--readsUnderWay === 0 && stopWatching !== null) dropMade();
}

function dropMade(): void {
  stopWatching?.();
  stopWatching = null;
  const dropped = made;
  made = [];
  for (const promise of dropped) dropPromise(promise);
}

/**
 * Runs a foreign validator so that no promise it makes can go unhandled. Zod runs a
 * schema synchronously first and, on meeting an async refine or transform, abandons
 * that attempt's promise, which nothing outside Zod can reach; a valibot `check`
 * written as an async function leaves its promise the same way. Every promise made
 * until the enclosing read ends gets a handler (see {@link beginRead}).
 */
export function droppingPromises<T>(run: () => T): T {
  beginRead();
  try {
    if (stopWatching === null) {
      const hook = promiseHooks();
      if (hook !== null) stopWatching = hook((promise) => {
        made.push(promise);
      });
    }
    return run();
  } finally {
    endRead();
  }
}
