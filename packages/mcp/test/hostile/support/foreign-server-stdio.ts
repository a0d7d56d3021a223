// The foreign-members server over stdio, as a child process with Node's default
// handling of unhandled rejections: one would end it, and the test would see it go.
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { foreignMembersServer } from "./foreign-server.js";

await foreignMembersServer().connect(new StdioServerTransport());
