import { type OwnMessages, ownMessages } from "../rules/own-messages.js";
import { ownCompositeIssues } from "./issues.js";

/** Options of `vo.record` (with a key value object or without). */
export interface RecordOptions {
  readonly description?: string;
  /** The record's own words for its refusals (its keys and values keep theirs): `required`, `type` (not an object). */
  readonly messages?: OwnMessages<"required" | "type">;
}

/** A record's own refusals (absent, not an object), in its own words where it has them. */
export const recordIssues = (options: RecordOptions) => ownCompositeIssues(ownMessages("record", options.messages, {}, ["required", "type"]));
