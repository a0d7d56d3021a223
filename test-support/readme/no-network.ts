// Loaded (`--import`) into each README block's process: the global fetch reaches 127.0.0.1 only, so
// a block whose SDK ignores the base URL it is given fails, naming the host, and never reaches a
// provider or a registry over the network.
const fetch = globalThis.fetch;
globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
  const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
  if (url.hostname !== "127.0.0.1") return Promise.reject(new TypeError(`a README block fetched ${url.origin}: only 127.0.0.1 is reachable here`));
  return fetch(input, init);
};
