/**
 * A prompt's or a resource template's `update()` that keeps the rules, given the SDK's own
 * `update` (each face's seam puts it in place): a new `callback` is wrapped as the first one
 * was (the arguments read with the rules before it runs, refusals answered without it), and
 * a new `argsSchema`, which would replace the rules with a plain schema, is refused with a
 * TypeError before the SDK changes anything. The tools' equivalent, which also takes new
 * value-object parameters, is `updateRules`.
 *
 * @example
 * ```ts
 * replaceUpdate(registered, updateKeepingRules(`Prompt ${name}`, (handler) => promptCallback(prepared, handler, refused)));
 * ```
 */
export function updateKeepingRules(what: string, wrap: (handler: (...args: any[]) => unknown) => (...args: any[]) => unknown) {
  return (update: (updates: any) => unknown) =>
    (updates: Record<string, unknown> | null | undefined): any => {
      if (updates === null || typeof updates !== "object") return update(updates);
      if (updates.argsSchema !== undefined) throw new TypeError(`${what}: update({ argsSchema }) would drop the rules; register it again with new value-object parameters.`);
      if (updates.callback === undefined) return update(updates);
      if (typeof updates.callback !== "function") throw new TypeError(`${what}: update({ callback }) takes a function.`);
      return update({ ...updates, callback: wrap(updates.callback as (...args: any[]) => unknown) });
    };
}
