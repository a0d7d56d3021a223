// A locale that is not one (`locale: "fr"`, its name, the usual slip from plain JavaScript) is said at
// each adapter's declaration, in every build: a TypeError naming what a locale is and what was given
// by its kind; never a bare "Cannot read properties of undefined" at the first refusal or listing
// (red-team round 7 #8).
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { fr } from "@adcodicem/value-objects/locales/fr";
import { answerShape } from "@adcodicem/value-objects-ai";
import { valueObjectMiddleware, valueObjectOutput, valueObjectTool } from "@adcodicem/value-objects-ai/ai-sdk";
import { valueObjectFunction, valueObjectResponseFormat } from "@adcodicem/value-objects-ai/openai";
import { valueObjectOutputFormat, valueObjectTool as anthropicTool } from "@adcodicem/value-objects-ai/anthropic";
import { valueObjectOutputType, valueObjectTool as agentsTool } from "@adcodicem/value-objects-ai/openai-agents";
import { valueObjectTool as mastraTool } from "@adcodicem/value-objects-ai/mastra";
import { valueObjectTool as langchainTool } from "@adcodicem/value-objects-ai/langchain";

const Quantity = vo.integer("Quantity", { minimum: 1 });
const parameters = { quantity: Quantity };
const Answer = vo.object({ quantity: Quantity });
const execute = () => "ok";

const declarations: [string, (locale: unknown) => unknown][] = [
  ["ai-sdk valueObjectTool", (locale) => valueObjectTool({ parameters, execute, locale } as never)],
  ["ai-sdk valueObjectOutput", (locale) => valueObjectOutput(Answer, { locale } as never)],
  ["ai-sdk valueObjectMiddleware", (locale) => valueObjectMiddleware({ locale } as never)],
  ["openai valueObjectFunction", (locale) => valueObjectFunction({ name: "order", parameters, execute, locale } as never)],
  ["openai valueObjectResponseFormat", (locale) => valueObjectResponseFormat(Answer, { name: "order", locale } as never)],
  ["anthropic valueObjectTool", (locale) => anthropicTool({ name: "order", parameters, run: execute, locale } as never)],
  ["anthropic valueObjectOutputFormat", (locale) => valueObjectOutputFormat(Answer, { locale } as never)],
  ["openai-agents valueObjectTool", (locale) => agentsTool({ name: "order", description: "Order.", parameters, execute, locale } as never)],
  ["openai-agents valueObjectOutputType", (locale) => valueObjectOutputType(Answer, { locale } as never)],
  ["mastra valueObjectTool", (locale) => mastraTool({ id: "order", description: "Order.", parameters, execute, locale } as never)],
  ["langchain valueObjectTool", (locale) => langchainTool(execute, { name: "order", description: "Order.", parameters, locale } as never)],
  ["answerShape", (locale) => answerShape(Answer, locale as never)],
];

for (const [name, declare] of declarations) {
  test(`${name}: a locale given as its name is refused at declaration, by its kind`, () => {
    assert.doesNotThrow(() => declare(fr), `${name} takes a locale`);
    for (const [locale, given] of [["fr", "a string"], [{ name: "fr" }, "an object"]] as const) {
      assert.throws(
        () => declare(locale),
        (error: unknown) => error instanceof TypeError && /locale must be a locale/.test(error.message) && error.message.endsWith(`${given} was given.`),
        `${name} with ${given}`,
      );
    }
  });
}
