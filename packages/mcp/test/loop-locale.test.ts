// The loop around a refusal meets the locale (issues 24 and 25): on both entries, a tool declared
// with `locale: fr` says the repeated call's sentence in French, in the refusal object and its
// text, after the rule's own sentence in French; English without a locale.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { fr } from "@adcodicem/value-objects/locales/fr";
import { type Entry, V1, V2 } from "./entries/entries.js";
import { IBAN, OrderParameters } from "./support/domain.js";

const bad = { iban: IBAN, quantity: 500, country: "FR" };
const ENCORE = "Ce même appel a déjà été refusé\u00a0: modifie l’argument refusé plutôt que de renvoyer l’appel tel quel.";
const SAME_AGAIN = "This same call was refused before: change the refused argument rather than send it again.";

function server(entry: Entry, locale: typeof fr | undefined) {
  return () => {
    const made = entry.newServer();
    entry.register.tool(made, "place_order", { description: "Places an order.", parameters: OrderParameters, ...(locale === undefined ? {} : { locale }) }, () => ({
      content: [{ type: "text", text: "ok" }],
    }));
    return made;
  };
}

for (const entry of [V1, V2]) {
  describe(`MCP ${entry.name}: the repeated call in the tool's locale`, () => {
    test("locale fr: the second identical refused call says, in French, that it was refused before", async () => {
      const session = await entry.connect("in-process", server(entry, fr));
      try {
        const first = await session.callTool("place_order", bad);
        const second = await session.callTool("place_order", bad);
        const refusal = second.result.structuredContent as { message: string; repeated: number };
        assert.equal(refusal.repeated, 2);
        assert.match(refusal.message, /^La valeur n’est pas valide pour Quantity\u00a0: /);
        assert.ok(refusal.message.endsWith(` ${ENCORE}`), refusal.message);
        assert.ok(String(second.result.content[0].text).includes(ENCORE));
        assert.doesNotMatch(JSON.stringify(first.result), /refusé\u00a0: modifie/);
      } finally {
        await session.close();
      }
    });

    test("no locale: the same sentence in English", async () => {
      const session = await entry.connect("in-process", server(entry, undefined));
      try {
        await session.callTool("place_order", bad);
        const second = await session.callTool("place_order", bad);
        assert.ok((second.result.structuredContent as { message: string }).message.endsWith(` ${SAME_AGAIN}`));
      } finally {
        await session.close();
      }
    });
  });
}
