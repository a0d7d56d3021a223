import { parseChatCompletion } from "openai/lib/parser";
import { VERSION } from "openai/version";

// runTools (openai 7.55) parses the arguments of every strict tool call with JSON.parse
// before any hook of the tool runs, and rejects the whole run on text that is not JSON
// ("invalid structured output JSON"), as an OpenAI-compatible server that does not enforce
// strict mode sends. It finds the tool by `tool.function.name === call.function.name` on the
// tools it sends (fresh copies: no marker of ours reaches them, the SDK's own
// `auto-parseable-tool` brand neither). A name that is a String object is written the same
// on the wire but is not `===` the call's name, so the SDK leaves the arguments to `parse`.

let verified = false;

/** Fails loudly where the openai SDK installed would still parse a strict tool's arguments first. */
function verifySdk(name: string): void {
  if (verified) return;
  const tools = [{ type: "function", function: { name: new String(name), parameters: {}, description: "", strict: true } }];
  const completion = {
    id: "check",
    object: "chat.completion",
    created: 0,
    model: "check",
    choices: [{ index: 0, finish_reason: "tool_calls", logprobs: null, message: { role: "assistant", content: null, refusal: null, tool_calls: [{ id: "c", type: "function", function: { name, arguments: "{" } }] } }],
  };
  let parsed: unknown;
  try {
    // as never: a probe of the SDK's parser, not a completion its types describe (its tool's name is a String object)
    parsed = parseChatCompletion(completion as never, { model: "check", messages: [], tools } as never).choices[0].message.tool_calls?.[0];
  } catch {
    parsed = undefined;
  }
  const left = (parsed as { function?: { parsed_arguments?: unknown } } | undefined)?.function?.parsed_arguments === null;
  if (!left || JSON.stringify(tools[0].function.name) !== JSON.stringify(name)) {
    throw new Error(
      `valueObjectFunction: the openai SDK ${VERSION} parses a strict tool's arguments itself before the tool reads them (this library expects openai ^7.55, whose runTools leaves a tool named by a String object to its own parse). Use strict: false, or the openai version this library supports.`,
    );
  }
  verified = true;
}

/**
 * The name a strict function is declared with: its text, as a String object, so that
 * `runTools` sends it as it is and leaves the call's arguments to the function's `parse`
 * (which answers text that is not JSON with the refusal). Checked once against the SDK
 * installed: it throws where that no longer holds.
 */
export function unparsedName(name: string): string {
  verifySdk(name);
  return new String(name) as unknown as string;
}
