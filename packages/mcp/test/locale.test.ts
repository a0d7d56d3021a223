// A locale on an MCP tool (issue 24), on every entry (SDK 1.x newest and oldest, 2.x) and both ways
// to declare one (registered, low-level): the listed schema's sentences and the refusal's lines and
// object are in the tool's language; a line's frame, the codes and the argument names are not.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { fr } from "@adcodicem/value-objects/locales/fr";
import { de } from "@adcodicem/value-objects/locales/de";
import { ENTRIES } from "./entries/entries.js";

const Quantity = vo.integer("Quantity", { description: "Une quantité commandée.", minimum: 1, maximum: 100 });
const Delivery = vo.date("DeliveryDate", { min: "2026-01-01" });
const Parameters = vo.object({ quantity: Quantity, delivery: Delivery, iban: vo.string("Iban", { format: "iban" }) });
const config = (locale: vo.Locale | undefined) => ({ description: "Passe une commande.", parameters: Parameters, ...(locale ? { locale } : {}) });
const refused = { quantity: 500, delivery: "2025-12-31", iban: "FR76" };
const ENGLISH = /The value|must be|Format: /;

for (const entry of ENTRIES) {
  for (const how of ["registered", "low-level"] as const) {
    test(`${entry.name}, ${how}: the listed schema and the refusal lines follow the tool's locale`, async () => {
      let ran = 0;
      const handler = () => (ran++, { content: [{ type: "text", text: "ok" }] });
      let session;
      if (how === "registered") {
        const server = entry.newServer();
        entry.register.tool(server, "commander", config(fr), handler);
        entry.register.tool(server, "bestellen", config(de), handler);
        entry.register.tool(server, "order", config(undefined), handler);
        session = await entry.connect("in-process", () => server);
      } else {
        const server = entry.lowLevel.newServer();
        entry.lowLevel.answer(server, [entry.lowLevel.define("commander", config(fr), handler), entry.lowLevel.define("bestellen", config(de), handler), entry.lowLevel.define("order", config(undefined), handler)]);
        session = await entry.lowLevel.connect(server);
      }
      try {
        const tools = await session.listTools();
        const listed = (name: string) => tools.find((t: { name: string }) => t.name === name).inputSchema.properties;
        assert.equal(listed("commander").delivery.description, "La valeur doit être le 2026-01-01 ou plus tard.");
        assert.equal(listed("commander").iban.description, "Format\u00a0: iban.");
        assert.equal(listed("bestellen").delivery.description, "Der Wert darf nicht vor 2026-01-01 liegen.");
        assert.equal(listed("order").delivery.description, "The value must be on or after 2026-01-01.");

        const answer = await session.callTool("commander", refused);
        const text: string = answer.result.content[0].text;
        assert.equal(answer.result.isError, true);
        assert.equal(
          text.split("\n")[0],
          "Argument 'quantity' rejected (value_object.out_of_range): La valeur n’est pas valide pour Quantity\u00a0: La valeur doit être inférieure ou égale à 100.",
        );
        assert.doesNotMatch(text.replace(/Argument '[a-z]+' rejected \([a-z_.]+\): /g, ""), ENGLISH);
        assert.equal(answer.result.structuredContent.message, "La valeur n’est pas valide pour Quantity\u00a0: La valeur doit être inférieure ou égale à 100.");
        const german = await session.callTool("bestellen", refused);
        assert.match(german.result.content[0].text, /^Argument 'quantity' rejected \(value_object\.out_of_range\): Der Wert ist für Quantity ungültig: Der Wert muss kleiner oder gleich 100 sein\./);
        const english = await session.callTool("order", refused);
        assert.match(english.result.content[0].text, /The value is not a valid Quantity: The value must be less than or equal to 100\./);
        assert.equal(ran, 0, "a refused call never runs");
      } finally {
        await session.close();
      }
    });
  }
}
