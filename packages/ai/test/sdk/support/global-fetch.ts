// For the README guides: the global fetch replaced by a scripted model (the script named by
// README_SCRIPT), so that a guide runs as written, `new OpenAI()` and `new Anthropic()` included.
import { capturingFetch } from "../../../../../test-support/capturing-fetch.js";
import { scripted } from "../../../../../test-support/provider-responses.js";
import { IBAN } from "./tools.js";

const scripts: Record<string, unknown[]> = {
  openai: [
    scripted.openaiChat.call("place_order", { quantity: 500, country: "fr", note: null }),
    scripted.openaiChat.call("place_order", { quantity: 2, country: "fr", note: null }, "call_2"),
    scripted.openaiChat.text("Ordered 2 units to FR."),
    scripted.openaiResponses.text('{"orderId":"ord-0001","quantity":2,"country":"fr"}'),
  ],
  anthropic: [
    scripted.anthropic.call("place_order", { quantity: 500, country: "fr" }),
    scripted.anthropic.call("place_order", { quantity: 2, country: "fr", stock: [{ key: "FR", value: 3 }] }, "toolu_2"),
    scripted.anthropic.text("Ordered 2 units to FR."),
    scripted.anthropic.text('{"orderId":"ord-0001","quantity":2}'),
  ],
};

const script = scripts[process.env.README_SCRIPT ?? ""];
if (script === undefined) throw new Error("README_SCRIPT names no script");
export const wire = capturingFetch(script);
globalThis.fetch = wire.fetch;
export { IBAN };
