// For the README guides: the global fetch replaced by a scripted model (the script named by
// README_SCRIPT), so that a guide runs as written, `new OpenAI()` and `new Anthropic()` included.
import { anthropic, IBAN, openai, scriptedFetch } from "./scripted.js";

const scripts: Record<string, unknown[]> = {
  openai: [
    openai.toolCall("place_order", { quantity: 500, country: "fr", note: null }),
    openai.toolCall("place_order", { quantity: 2, country: "fr", note: null }, "call_2"),
    openai.text("Ordered 2 units to FR."),
    openai.response('{"orderId":"ord-0001","quantity":2,"country":"fr"}'),
  ],
  anthropic: [
    anthropic.toolUse("place_order", { quantity: 500, country: "fr" }),
    anthropic.toolUse("place_order", { quantity: 2, country: "fr", stock: [{ key: "FR", value: 3 }] }, "toolu_2"),
    anthropic.text("Ordered 2 units to FR."),
    anthropic.text('{"orderId":"ord-0001","quantity":2}'),
  ],
};

const script = scripts[process.env.README_SCRIPT ?? ""];
if (script === undefined) throw new Error("README_SCRIPT names no script");
export const wire = scriptedFetch(script);
globalThis.fetch = wire.fetch;
export { IBAN };
