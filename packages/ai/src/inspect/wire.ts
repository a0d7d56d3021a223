import type { JsonSchema } from "@adcodicem/value-objects";
import { lowerSchema } from "../dialects/index.js";
import type { DialectName } from "../dialects/names.js";
import { jsonEqual } from "./json-equal.js";

/** What a provider's own package really sent for a tool, captured through its `fetch` (no network). */
export interface WireCapture {
  /** The provider package that sent it (through the AI SDK and `valueObjectMiddleware`). */
  readonly package: string;
  /** The tool's schema in the request body. */
  readonly schema: JsonSchema;
  /** The tool's `strict` in the body, where the provider has one. */
  readonly strict?: boolean;
  /** What differs from the dialect's own output (`/properties/iban: pattern`, `strict: false`); empty when the same. */
  readonly differences: readonly string[];
}

interface Provider {
  readonly package: string;
  readonly model: (module: Record<string, any>, fetch: typeof globalThis.fetch) => unknown;
  readonly schemaAt: (body: any) => unknown;
  readonly strictAt?: (body: any) => unknown;
}

const openai: Provider = {
  package: "@ai-sdk/openai",
  model: (m, fetch) => m.createOpenAI({ apiKey: "inspect", fetch }).chat("gpt-4o"),
  schemaAt: (b) => b?.tools?.[0]?.function?.parameters,
  strictAt: (b) => b?.tools?.[0]?.function?.strict,
};
// Each dialect's provider package, its model and where it puts a tool's schema in its body
const PROVIDERS: Readonly<Record<DialectName, Provider>> = {
  openai,
  "openai-strict": openai,
  anthropic: {
    package: "@ai-sdk/anthropic",
    model: (m, fetch) => m.createAnthropic({ apiKey: "inspect", fetch })("claude-sonnet-4-6"),
    schemaAt: (b) => b?.tools?.[0]?.input_schema,
    strictAt: (b) => b?.tools?.[0]?.strict,
  },
  gemini: {
    package: "@ai-sdk/google",
    model: (m, fetch) => m.createGoogleGenerativeAI({ apiKey: "inspect", fetch })("gemini-2.5-flash"),
    schemaAt: (b) => b?.tools?.[0]?.functionDeclarations?.[0]?.parametersJsonSchema,
  },
  ollama: {
    package: "ollama-ai-provider-v2",
    model: (m, fetch) => m.createOllama({ fetch })("llama3.2"),
    schemaAt: (b) => b?.tools?.[0]?.function?.parameters,
  },
};

async function load(name: string): Promise<Record<string, any> | undefined> {
  try {
    return (await import(name)) as Record<string, any>;
  } catch {
    return undefined;
  }
}

// A fetch that keeps the first request's JSON body and answers locally with an error: nothing leaves the machine
function localFetch(): { readonly fetch: typeof globalThis.fetch; readonly body: () => unknown } {
  let body: unknown;
  const fetch = (async (_url: unknown, init?: { body?: unknown }) => {
    if (body === undefined && typeof init?.body === "string") body = JSON.parse(init.body);
    return new Response('{"error":{"message":"answered locally by the inspector"}}', { status: 400, headers: { "content-type": "application/json" } });
  }) as typeof globalThis.fetch;
  return { fetch, body: () => body };
}

// Where two schemas differ, as pointers (at most 20, at most 64 levels down: enough to see, bounded whatever the schema)
function differences(expected: unknown, actual: unknown, pointer = "", out: string[] = [], depth = 0): string[] {
  if (out.length >= 20 || jsonEqual(expected, actual)) return out;
  if (depth > 64) {
    out.push(pointer);
    return out;
  }
  if (typeof expected !== "object" || typeof actual !== "object" || expected === null || actual === null || Array.isArray(expected) !== Array.isArray(actual)) {
    out.push(pointer === "" ? "the whole schema" : pointer);
    return out;
  }
  const a = expected as Record<string, unknown>;
  const b = actual as Record<string, unknown>;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const at = `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    if (!Object.hasOwn(b, key)) out.push(`${at}: not sent`);
    else if (!Object.hasOwn(a, key)) out.push(`${at}: added`);
    else differences(a[key], b[key], at, out, depth + 1);
  }
  return out;
}

/**
 * Sends a tool through the real AI SDK and the provider package of a dialect, behind
 * `valueObjectMiddleware`, with a `fetch` that keeps the body and answers locally (an error:
 * nothing is read back), and compares the tool's schema in the body with the dialect's own
 * output. `undefined` where `ai` or the provider package is not installed.
 *
 * @example
 * ```ts
 * const wire = await captureWire(declared, "openai-strict", { strict: true, name: "place_order" });
 * wire?.differences; // [] when @ai-sdk/openai sends what the dialect wrote
 * ```
 */
export async function captureWire(declared: JsonSchema, dialect: DialectName, options: { readonly strict: boolean; readonly description?: string }): Promise<WireCapture | undefined> {
  const provider = PROVIDERS[dialect];
  // our AI SDK entry by a literal path, so that a bundle of this command carries it (it needs `ai` installed)
  const [ai, sdk, middleware] = await Promise.all([load("ai"), load(provider.package), import("../ai-sdk/index.js").catch(() => undefined)]);
  if (ai === undefined || sdk === undefined || middleware === undefined) return undefined;
  const local = localFetch();
  const fetch = local.fetch;
  const model = ai.wrapLanguageModel({ model: provider.model(sdk, fetch), middleware: middleware.valueObjectMiddleware({ dialect }) });
  const tool = ai.tool({ description: options.description ?? "A tool.", inputSchema: ai.jsonSchema(structuredClone(declared)), strict: options.strict });
  try {
    await ai.generateText({ model, tools: { inspected: tool }, prompt: "Inspect.", maxRetries: 0 });
  } catch {
    // the local answer is an error: the body is what was wanted
  }
  const schema = provider.schemaAt(local.body());
  if (typeof schema !== "object" || schema === null) return undefined;
  const expected = lowerSchema(declared, dialect, { purpose: "tool", strict: options.strict, via: "ai-sdk" });
  const found = differences(expected, schema);
  const strict = provider.strictAt?.(local.body());
  if (options.strict && provider.strictAt !== undefined && strict !== true) found.push(`strict: ${JSON.stringify(strict) ?? "not sent"} (the dialect lowered for strict mode)`);
  return { package: provider.package, schema: schema as JsonSchema, ...(typeof strict === "boolean" ? { strict } : {}), differences: found };
}

// The SDK that sends what an adapter made, and where the tool's schema sits in its body
const MADE_SENDERS: Readonly<Record<string, { readonly package: string; readonly send: (sdk: Record<string, any>, fetch: typeof globalThis.fetch, tool: object) => Promise<unknown>; readonly schemaAt: (body: any) => unknown; readonly strictAt: (body: any) => unknown }>> = {
  openai: {
    package: "openai",
    send: (sdk, fetch, tool) =>
      new sdk.default({ apiKey: "inspect", fetch, maxRetries: 0 }).chat.completions.create({ model: "gpt-4o", messages: [{ role: "user", content: "Inspect." }], tools: [tool] }),
    schemaAt: (b) => b?.tools?.[0]?.function?.parameters,
    strictAt: (b) => b?.tools?.[0]?.function?.strict,
  },
  anthropic: {
    package: "@anthropic-ai/sdk",
    send: (sdk, fetch, tool) =>
      new sdk.default({ apiKey: "inspect", fetch, maxRetries: 0 }).beta.messages.create({ model: "claude-sonnet-4-6", max_tokens: 16, messages: [{ role: "user", content: "Inspect." }], tools: [tool] }),
    schemaAt: (b) => b?.tools?.[0]?.input_schema,
    strictAt: (b) => b?.tools?.[0]?.strict,
  },
};

/**
 * Sends a tool an adapter made (the openai function, the Anthropic tool) through its own SDK with
 * a `fetch` that keeps the body and answers locally, and compares the tool's schema in the body
 * with the schema the tool holds. `undefined` where the SDK is not installed or the adapter's
 * host is not one this sends through.
 *
 * @example
 * ```ts
 * (await captureMadeWire(valueObjectFunction({ ... }), "openai", true))?.differences; // []
 * ```
 */
export async function captureMadeWire(tool: object, kind: string, expected: JsonSchema, strict: boolean): Promise<WireCapture | undefined> {
  const sender = Object.hasOwn(MADE_SENDERS, kind) ? MADE_SENDERS[kind] : undefined;
  if (sender === undefined) return undefined;
  const sdk = await load(sender.package);
  if (sdk === undefined) return undefined;
  const local = localFetch();
  const fetch = local.fetch;
  try {
    await sender.send(sdk, fetch, tool);
  } catch {
    // the local answer is an error: the body is what was wanted
  }
  const schema = sender.schemaAt(local.body());
  if (typeof schema !== "object" || schema === null) return undefined;
  const found = differences(expected, schema);
  const sentStrict = sender.strictAt(local.body());
  if (strict && sentStrict !== true) found.push(`strict: ${JSON.stringify(sentStrict) ?? "not sent"} (the tool was lowered for strict mode)`);
  return { package: sender.package, schema: schema as JsonSchema, ...(typeof sentStrict === "boolean" ? { strict: sentStrict } : {}), differences: found };
}
