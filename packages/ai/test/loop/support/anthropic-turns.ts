// A scripted Anthropic server for a toolRunner (the shared script answers the Messages API by
// its path), and the tool_result blocks it received, in order.
import { scriptedOpenai, type Turn } from "../../frameworks/support/scripted-openai.js";

export function anthropicTurns(script: readonly Turn[]) {
  const wire = scriptedOpenai(script);
  const results = () =>
    wire.bodies
      .map((body: any) => body.messages.at(-1))
      .filter((m: any) => m.role === "user" && Array.isArray(m.content))
      .flatMap((m: any) => m.content.filter((b: any) => b.type === "tool_result")) as { content: string; is_error?: boolean }[];
  return { wire, results };
}
