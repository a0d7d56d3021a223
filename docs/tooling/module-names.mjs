// A TypeDoc plugin: each module of the site is named as a user imports it
// (`@adcodicem/value-objects-ai/openai`), not by its folder (`ai/src/openai`).
import { resolve } from "node:path";
import { Converter, ReflectionKind } from "typedoc";
import { apiEntries } from "../api-entries.mjs";

/** @param {import("typedoc").Application} app */
export function load(app) {
  const names = new Map(apiEntries().map((e) => [resolve(e.source), e.name]));
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Module)) return;
    const file = context.getSymbolFromReflection(reflection)?.declarations?.[0]?.getSourceFile().fileName;
    const name = file === undefined ? undefined : names.get(resolve(file));
    // a module without its import name would be published under its folder: refuse to build
    if (name === undefined) throw new Error(`module ${reflection.name} (${file}) is not a public entry of the packages' exports`);
    reflection.name = name;
  });
}
