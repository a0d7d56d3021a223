// completion/complete names a prompt or a resource template too, and the SDKs answer one
// they do not know with the name or URI in the message (`Prompt <name> not found`,
// `Resource template <uri> not found`). On a server this package registers with, that
// answer keeps its code and loses what was sent, as prompts/get and resources/read do
// (red-team round: the same kind of hole beside them). The completion handler is the
// SDK's, installed by a template with completion callbacks, before or after the
// value-object registrations. Both entries, the real clients, in-process.
import assert from "node:assert/strict";
import { test } from "node:test";
import { ResourceTemplate as TemplateV1 } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ResourceTemplate as TemplateV2 } from "@modelcontextprotocol/server";
import { MARKER } from "../hostile/support/http.js";
import { Quantity } from "../support/domain.js";
import { ENTRIES, sdkClient } from "./entries.js";

const PREFIX = /^(MCP error -?\d+: )+/;

for (const entry of ENTRIES) {
  for (const when of ["before", "after"] as const) {
    test(`${entry.name}: completion/complete for a prompt or template it does not know quotes nothing (completions installed ${when} the value-object registrations)`, async () => {
      const server = entry.newServer();
      const Template = entry.name === "v2" ? TemplateV2 : TemplateV1;
      const completing = () => new Template("counts://{n}", { list: undefined, complete: { n: () => ["1", "2"] } });
      if (when === "before") server.registerResource("plain_counts", completing(), {}, () => ({ contents: [] }));
      entry.register.prompt(server, "ask", { parameters: { n: Quantity } }, () => ({ messages: [] }));
      entry.register.resourceTemplate(server, "things", "things://{n}", { variables: { n: Quantity } }, () => ({ contents: [] }));
      if (when === "after") server.registerResource("plain_counts", completing(), {}, () => ({ contents: [] }));
      const { client, close } = await sdkClient(entry, server);
      try {
        const failure = (params: unknown) => client.complete(params).then(() => assert.fail("expected an error"), (error: any) => error);
        const prompt = await failure({ ref: { type: "ref/prompt", name: MARKER }, argument: { name: "n", value: "" } });
        assert.equal(prompt.code, -32602);
        assert.equal(String(prompt.message).replace(PREFIX, ""), "Prompt not found");
        const template = await failure({ ref: { type: "ref/resource", uri: `nowhere://${MARKER}/{n}` }, argument: { name: "n", value: "" } });
        assert.equal(template.code, -32602);
        assert.equal(String(template.message).replace(PREFIX, ""), "Resource template not found");
        for (const error of [prompt, template]) assert.equal(JSON.stringify({ message: error.message, data: error.data }).includes(MARKER), false, error.message);
        // a template it knows still completes
        assert.deepEqual((await client.complete({ ref: { type: "ref/resource", uri: "counts://{n}" }, argument: { name: "n", value: "" } })).completion.values, ["1", "2"]);
      } finally {
        await close();
      }
    });
  }
}
