// An MCP server whose tool, prompt and resource template hold hostile foreign members
// (issue 8, points 1, 3 and 8), plus an `echo` tool that answers plainly, to show the
// server still answers after each hostile call. Used in-process, over Streamable HTTP,
// and as a child process over stdio (foreign-server-stdio.ts).
import * as vo from "@adcodicem/value-objects";
import { registerValueObjectPrompt, registerValueObjectResourceTemplate, registerValueObjectTool } from "@adcodicem/value-objects-mcp";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ECHOING, REJECTING, Role } from "../../../../core/test/hostile/support/hostile-members.js";

/** The hostile members a server offers: tool `t<i>`, and where the value is text, prompt `p<i>` and template `r<i>://{a}`. */
export const MEMBERS = [...REJECTING, ...ECHOING];
/** Whether a member's hostile argument can travel as text (a prompt argument, a URI variable). */
export const asText = (index: number) => typeof MEMBERS[index].sent === "string" && !MEMBERS[index].sent.startsWith(" ");

/** Makes the server; `calls` counts the handler runs (none may run on a refused call). */
export function foreignMembersServer(calls = { count: 0 }): McpServer {
  const server = new McpServer({ name: "foreign-members", version: "1.0.0" });
  MEMBERS.forEach(({ name, member }, index) => {
    registerValueObjectTool(server, `t${index}`, { description: name, parameters: { a: member } }, () => {
      calls.count++;
      return { content: [{ type: "text", text: "ran" }] };
    });
    if (!asText(index)) return;
    registerValueObjectPrompt(server, `p${index}`, { description: name, parameters: { a: member } }, () => {
      calls.count++;
      return { messages: [{ role: "user", content: { type: "text", text: "ran" } }] };
    });
    registerValueObjectResourceTemplate(server, `r${index}`, `r${index}://{a}`, { variables: { a: member } }, (uri) => {
      calls.count++;
      return { contents: [{ uri: uri.href, text: "ran" }] };
    });
  });
  // not named "clearance": the SDK looks registered names up through the prototype chain, so a
  // polluted Object.prototype.clearance makes it refuse that name as "already registered"
  registerValueObjectTool(server, "read_clearance", { description: "Reads a clearance.", parameters: vo.object({ clearance: Role }) }, ({ clearance }) => {
    calls.count++;
    return { content: [{ type: "text", text: `clearance ${clearance}` }] };
  });
  registerValueObjectTool(server, "echo", { description: "Answers.", parameters: { n: vo.integer("N", { minimum: 1 }) } }, ({ n }) => ({
    content: [{ type: "text", text: `n=${n}` }],
  }));
  return server;
}
