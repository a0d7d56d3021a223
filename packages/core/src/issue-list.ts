import type { PathKey } from "./refusal/refusal.js";
import { type Locale, type Said, localized } from "./refusal/locale.js";
import { readsUnderWay } from "./drop-promise.js";

/**
 * One refusal as a reader adds it to an {@link IssueList}, while the read goes on: a
 * composite prefixes its key to the path as the issue rises. A whole read hands out
 * `Issue`s (schema.ts), each with its exact `pointer` beside the path.
 */
export interface ReadIssue {
  readonly code: string;
  readonly message: string;
  readonly path: PathKey[];
  /** How a locale says the message again (the library's refusals; see `Said`). */
  readonly said?: Said;
}

/** An issue as a list keeps it: the answer's shape, its pointer written where the reader knew it (see `add`). */
export interface KeptIssue {
  code: string;
  message: string;
  path: PathKey[];
  pointer: string | undefined;
}

/**
 * The issues one read gives, as its readers add them ({@link ReadIssue}s, or a refusal with its path
 * and the pointer where the reader wrote it; a whole read writes the others at its end): it keeps the first `max`, counts the
 * rest (`omitted`), and says whether readers may stop at their first refusal (`stops`).
 * Readers only `add`, read `length` before a member and prefix what the member added
 * (`under`). One class for every list: every reader's call sites see one shape. Its cost is on
 * refusals only, a few ns per issue added (measured: six refused fields, about a tenth slower than
 * an array's own push); an accepted read makes no array at all. Each issue is kept as a new object
 * in the answer's shape (never a reader's, which may be a user's), its message said in the read's
 * `locale` as it is kept, so a whole read hands the kept array out as it is.
 */
export class IssueList {
  // (fields declared only: set in the constructor, in this order, with no field initializer to run)
  /** How many issues it keeps now: read before a member, the index its issues start at. */
  declare length: number;
  /** How many were added past `max`, counted, not kept (their paths never written). */
  declare omitted: number;
  /** How many it keeps at most. */
  declare readonly max: number;
  /**
   * Whether a reader that loops over the input's items or keys may stop at the first it
   * refuses: the list's owner reads the first refusal at most, or whether there is one.
   */
  declare readonly stops: boolean;
  /** The issues kept; made at the first (a read that accepts makes no array). */
  declare kept: KeptIssue[] | undefined;
  /** The language the read is answered in (English without one): each issue is said in it as it is kept. */
  declare locale: Locale | undefined;

  constructor(max: number, stops: boolean, locale?: Locale) {
    this.length = 0;
    this.omitted = 0;
    this.max = max;
    this.stops = stops;
    this.kept = undefined;
    this.locale = locale;
  }

  /**
   * Keeps `refusal` (a copy in the answer's shape) at its own path or `path`, or counts it past `max`.
   * `pointer` is the exact pointer of `path`, where the reader knew it (a compiled object's members:
   * written once per reader, not per refusal); absent, the whole read writes it from `path` at its end.
   */
  add(issue: ReadIssue): void;
  add(refusal: Omit<ReadIssue, "path">, path: PathKey[], pointer?: string): void;
  add(refusal: Omit<ReadIssue, "path">, path = (refusal as ReadIssue).path, pointer?: string): void {
    if (this.length < this.max) {
      // (a locale's words run here, inside the read: a read they make is one inside a read, with a list of its own)
      const issue: KeptIssue = { code: refusal.code, message: localized(this.locale, refusal.message, refusal.said), path, pointer };
      // the first made at its length: most refused reads refuse one member
      if (this.kept) this.kept.push(issue);
      else this.kept = [issue];
      this.length++;
    } else this.omitted++;
  }

  /** Forgets every issue: a read that ran out of stack gives one of its own; a whole read's issues, taken out, leave it empty. */
  clear(): void {
    this.length = 0;
    this.omitted = 0;
    this.kept = undefined;
  }
}

// the list of every issue a whole read outside any other takes, while it holds none
let spare = new IssueList(Infinity, false);

/**
 * A list for `vo.validate` and `~standard.validate`: every issue, or the first `max` and a count,
 * said in `locale`.
 * A read outside any other (no whole read under way)
 * takes the same list while it holds no issue: the last read accepted, or handed its issues out
 * (`issuesOut` empties it). A read inside a read makes its own, and a list that holds issues is never
 * handed out again (its reader may still be reading them).
 */
export const everyIssue = (max = Infinity, locale?: Locale): IssueList =>
  max < Infinity || readsUnderWay ? new IssueList(max, false, locale) : spare.length ? (spare = new IssueList(max, false, locale)) : ((spare.locale = locale), spare);

/**
 * The list `tryCreate` and `create` read into (said in `locale`): they report its first issue only, so it keeps
 * one and readers stop at their first refusal (two million refused items cost one issue).
 */
export const firstRefusalList = (locale?: Locale): IssueList => new IssueList(1, true, locale);

/**
 * The list a union's alternatives and `is` read into: it keeps no issue and asks readers to
 * stop at the first refusal. A union reports its own refusal, never its alternatives': without
 * it, an array of two million refused items kept two million issues (and their paths) for one
 * `no_match`. One list for every read: it keeps nothing, so nothing is shared (its `omitted`
 * count grows, read by no one). Not frozen: a frozen object has a shape of its own, and every
 * reader's call sites would then see two.
 */
export const SCRATCH: IssueList = new IssueList(0, true);

/**
 * Prefixes the paths of the issues a member added with the member's key: each gets a
 * new path array of its exact length. Not `unshift` (a call into the engine's runtime,
 * a fifth of the time of reading an object with six refused members), nor a move in
 * place (storing past an array's end gives it room for 16 more keys, every time).
 * `at` is the key's pointer (`/` and the key, `~` and `/` escaped), where the caller wrote it
 * once: an issue's pointer then grows with its path; without it, the pointer is forgotten
 * (written from the path at the read's end).
 */
export function under(issues: IssueList, from: number, key: string | number, at?: string): void {
  // (a list that kept none has length 0: the loop never reads `kept` then)
  const kept = issues.kept!;
  for (let i = from; i < issues.length; i++) {
    const issue = kept[i];
    issue.path = prefixed(key, issue.path);
    // (written only where there is one, never "" there: an issue made without a pointer keeps its shape)
    issue.pointer &&= at && at + issue.pointer;
  }
}

/** `[key, ...path]`, made at its length (literals up to three keys, the common depths). */
function prefixed(key: PathKey, path: readonly PathKey[]): PathKey[] {
  const n = path.length;
  if (n === 0) return [key];
  if (n === 1) return [key, path[0]];
  if (n === 2) return [key, path[0], path[1]];
  const longer = [key, path[0], path[1], path[2]];
  for (let j = 3; j < n; j++) longer.push(path[j]);
  return longer;
}
