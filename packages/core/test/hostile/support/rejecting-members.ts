// Foreign members whose validation makes a promise that rejects with the value in its
// message: Zod's async refine, superRefine and transform (Zod abandons the promise of
// its synchronous attempt), and a valibot check written as an async function.
import * as v from "valibot";
import { valibotDescribed } from "../../support/json-schema-face.js";
import { z } from "zod";
import type * as vo from "@adcodicem/value-objects";

/** Foreign members whose validation makes a promise that rejects with the value in its message. */
export const REJECTING_MEMBERS: Readonly<Record<string, vo.ForeignSchema>> = {
  "zod async refine": z.string().refine(async (text) => {
    throw new Error(`refine saw ${text}`);
  }),
  "zod async superRefine": z.string().superRefine(async (text) => {
    throw new Error(`superRefine saw ${text}`);
  }),
  "zod async transform": z.string().transform(async (text) => {
    throw new Error(`transform saw ${text}`);
  }),
  "zod async refine in a strict object": z.strictObject({
    k: z.string().refine(async (text) => Promise.reject(new Error(`nested saw ${text}`))),
  }),
  "valibot async check in a sync pipe": valibotDescribed(
    v.pipe(
      v.string(),
      v.check(((text: string) => Promise.reject(new Error(`check saw ${text}`))) as unknown as (text: string) => boolean),
    ),
  ),
};

/** The input that reaches a member's rejecting part with `sent` inside. */
export const inputFor = (name: string, sent: string): unknown => (name.includes("strict object") ? { k: sent } : sent);
