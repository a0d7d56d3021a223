// The one `fetch` the tests hand to a real provider package or SDK client: it keeps
// every request (its URL, its raw body and its JSON) and answers with a scripted
// response, never reaching the network.

/** One request as the fetch received it. */
export interface CapturedRequest {
  readonly url: string;
  /** Its position, from 0. */
  readonly index: number;
  /** The JSON body, parsed (undefined for an empty body). */
  readonly body: any;
}

/** The fetch and what it kept, in order. */
export interface CapturingFetch {
  readonly fetch: typeof globalThis.fetch;
  readonly bodies: any[];
  readonly raw: string[];
  readonly urls: string[];
}

/**
 * A fetch that records each request and answers it: with the next of `script` (a
 * request past its end fails), or with what `answer(request)` returns. A `Response`
 * is sent as it is; any other value as JSON with status 200.
 *
 * @example
 * ```ts
 * const http = capturingFetch([scripted.openaiChat.text("Done.")]); // test-support/provider-responses.ts
 * createOpenAI({ apiKey: "test", fetch: http.fetch });
 * http.bodies[0].tools; // what the provider package sent
 * ```
 */
export function capturingFetch(script: readonly unknown[] | ((request: CapturedRequest) => unknown)): CapturingFetch {
  const bodies: any[] = [];
  const raw: string[] = [];
  const urls: string[] = [];
  const answer =
    typeof script === "function"
      ? script
      : ({ index }: CapturedRequest) => {
          if (index >= script.length) throw new Error(`No scripted response for request ${index + 1}: the script has ${script.length}.`);
          return script[index];
        };
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const text = String(init?.body ?? "");
    const body = text === "" ? undefined : JSON.parse(text);
    const index = raw.length;
    urls.push(url);
    raw.push(text);
    bodies.push(body);
    const answered = answer({ url, index, body });
    return answered instanceof Response ? answered : new Response(JSON.stringify(answered), { status: 200, headers: { "content-type": "application/json" } });
  };
  return { fetch: fetch as typeof globalThis.fetch, bodies, raw, urls };
}
