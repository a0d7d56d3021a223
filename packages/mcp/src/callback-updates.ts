/**
 * A prompt's or a resource template's `update()` that keeps the rules: a new `callback`
 * is wrapped as the first one was (the arguments read with the rules before it runs,
 * refusals answered without it), and a new `argsSchema`, which would replace the rules
 * with a plain schema, is refused with a TypeError before the SDK changes anything.
 * The tools' equivalent, which also takes new value-object parameters, is `updateRules`.
 *
 * @example
 * ```ts
 * keepRulesOnUpdate(registered, `Prompt ${name}`, (handler) => promptCallback(prepared, handler, refused));
 * ```
 */
export function keepRulesOnUpdate<R extends { update: (updates: any) => unknown }>(
  registered: R,
  what: string,
  wrap: (handler: (...args: any[]) => unknown) => (...args: any[]) => unknown,
): R {
  const update = registered.update;
  registered.update = ((updates: Record<string, unknown> | null | undefined) => {
    if (updates === null || typeof updates !== "object") return update.call(registered, updates);
    if (updates.argsSchema !== undefined) throw new TypeError(`${what}: update({ argsSchema }) would drop the rules; register it again with new value-object parameters.`);
    if (updates.callback === undefined) return update.call(registered, updates);
    if (typeof updates.callback !== "function") throw new TypeError(`${what}: update({ callback }) takes a function.`);
    return update.call(registered, { ...updates, callback: wrap(updates.callback as (...args: any[]) => unknown) });
  }) as R["update"];
  return registered;
}
