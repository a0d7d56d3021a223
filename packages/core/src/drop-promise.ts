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
