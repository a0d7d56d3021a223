// What the ```ts block of each guide (docs/guides/) does when run, keyed `docs/guides/<file>#<name>`:
// the same story for every framework (the model asks for 500 items, is refused, asks for 5, answers),
// and what the guide's displays show of it (`<!-- shows: walkthrough tool -->`: the tool as the
// provider or the MCP client received it; `refusal`: what the model reads for the refused call).
import assert from "node:assert/strict";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { Scenario } from "../../test-support/readme/check-block.js";
import { answer, call } from "../../test-support/readme/scripted-provider.js";

/** The refusal object for 500 items, as every framework's model reads it. */
const REFUSAL = {
  error: "invalid_argument",
  argument: "quantity",
  code: "value_object.out_of_range",
  message: "The value is not a valid Quantity: The value must be less than or equal to 100.",
};
/** The model's turns: 500 (refused), 5 (run), the answer; `extra` for what a strict schema forces. */
const story = (extra: Record<string, unknown> = {}) => [
  call("place_order", { quantity: 500, country: "fr", ...extra }),
  call("place_order", { quantity: 5, country: "fr", ...extra }),
  answer("Ordered 5 items to FR."),
];
/** The outputs of the tool calls a Responses request sends back to the model. */
const functionOutputs = (body: any): string[] => body.input.filter((i: any) => i.type === "function_call_output").map((i: any) => i.output);
const ANSWERED = /^Ordered 5 items to FR\.$/m;

const textOf = (result: CallToolResult): string => {
  const [block, ...rest] = result.content;
  assert.ok(block?.type === "text" && rest.length === 0, JSON.stringify(result));
  return block.text;
};
/** An MCP guide's server: lists its tool, is refused 500, runs 5; shows the tool listed and the refusal. */
const mcpStory: Scenario["client"] = async (client) => {
  const { tools } = await client.listTools();
  const refused = (await client.callTool({ name: "place_order", arguments: { quantity: 500, country: "fr" } })) as CallToolResult;
  assert.equal(refused.isError, true);
  assert.equal(textOf((await client.callTool({ name: "place_order", arguments: { quantity: 5, country: "fr" } })) as CallToolResult), "Ordered 5 for FR.");
  return { tool: tools[0], refusal: refused };
};

export const guideScenarios: Record<string, Scenario> = {
  "docs/guides/ai-sdk.md#walkthrough": {
    script: story(),
    printed: [/^refused: value_object\.out_of_range$/m, /^ran: Ordered 5 for FR\.$/m, ANSWERED],
    // the AI SDK's OpenAI serializer wraps an `error-json` output as `{"error": …}`
    wire: (bodies) => assert.deepEqual(JSON.parse(functionOutputs(bodies[1])[0]), { error: REFUSAL }),
    shows: (bodies) => ({ tool: bodies[0].tools[0], refusal: JSON.parse(functionOutputs(bodies[1])[0]) }),
  },
  "docs/guides/openai.md#walkthrough": {
    script: story({ note: null }),
    printed: [ANSWERED],
    wire: (bodies, paths) => {
      assert.deepEqual(new Set(paths), new Set(["/v1/chat/completions"]));
      assert.deepEqual(JSON.parse(bodies[1].messages.at(-1).content), REFUSAL);
    },
    shows: (bodies) => ({ tool: bodies[0].tools[0], refusal: JSON.parse(bodies[1].messages.at(-1).content) }),
  },
  "docs/guides/anthropic.md#walkthrough": {
    script: story(),
    printed: [/Ordered 5 items to FR\./],
    wire: (bodies, paths) => {
      assert.deepEqual(new Set(paths), new Set(["/v1/messages"]));
      assert.deepEqual(JSON.parse(bodies[1].messages.at(-1).content[0].content), REFUSAL);
    },
    shows: (bodies) => ({ tool: bodies[0].tools[0], refusal: bodies[1].messages.at(-1).content[0] }),
  },
  "docs/guides/openai-agents.md#walkthrough": {
    script: story(),
    printed: [ANSWERED],
    wire: (bodies) => assert.deepEqual(functionOutputs(bodies[2]).map((o, i) => (i === 0 ? JSON.parse(o) : o)), [REFUSAL, "Ordered 5 for FR."]),
    shows: (bodies) => ({ tool: bodies[0].tools[0], refusal: JSON.parse(functionOutputs(bodies[1])[0]) }),
  },
  "docs/guides/mastra.md#walkthrough": {
    script: story(),
    printed: [ANSWERED],
    wire: (bodies) => assert.deepEqual(functionOutputs(bodies[2]).map((o, i) => (i === 0 ? JSON.parse(o) : o)), [REFUSAL, "Ordered 5 for FR."]),
    shows: (bodies) => ({ tool: bodies[0].tools[0], refusal: JSON.parse(functionOutputs(bodies[1])[0]) }),
  },
  "docs/guides/langchain.md#walkthrough": {
    script: story(),
    printed: [ANSWERED],
    wire: (bodies) => {
      const toolMessages = bodies[2].messages.filter((m: any) => m.role === "tool").map((m: any) => m.content);
      assert.deepEqual([JSON.parse(toolMessages[0]), toolMessages[1]], [REFUSAL, "Ordered 5 for FR."]);
    },
    shows: (bodies) => ({ tool: bodies[0].tools[0], refusal: JSON.parse(bodies[1].messages.find((m: any) => m.role === "tool").content) }),
  },
  "docs/guides/mcp.md#walkthrough": { client: mcpStory },
  "docs/guides/mcp-v2.md#walkthrough": { client: mcpStory },
};
