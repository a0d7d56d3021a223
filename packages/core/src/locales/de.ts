/**
 * @adcodicem/value-objects/locales/de — every sentence of the library in German. Pass it per
 * call: `{ locale: de }`.
 *
 * @example
 * ```ts
 * import { de } from "@adcodicem/value-objects/locales/de";
 * Quantity.tryCreate(500, { locale: de }).error.message;
 * // "Der Wert ist für Quantity ungültig: Der Wert muss kleiner oder gleich 100 sein."
 * ```
 * @packageDocumentation
 */
// through the main entry by the package's name: the sentence table a locale maps is the one the readers say
import { defineLocale } from "@adcodicem/value-objects";
import { json, listed, own } from "./written.js";

const one = (n: number, singular: string, plural: string) => `${n} ${n === 1 ? singular : plural}`;

/** German. */
export const de = defineLocale("de", {
  refusedAs: (name, sentence) => `Der Wert ist für ${name} ungültig: ${sentence}`,
  refusedPlainly: (name) => `Der Wert ist für ${name} ungültig.`,
  required: "Ein Wert ist erforderlich.",
  mustBeA: (what) => `Der Wert muss ${what} sein.`,
  atLeastChars: (n) => `Der Wert muss mindestens ${n} Zeichen lang sein.`,
  atMostChars: (n) => `Der Wert darf höchstens ${n} Zeichen lang sein.`,
  pattern: (source) => `Der Wert muss dem Muster ${source} entsprechen.`,
  format: (format) => `Der Wert muss dem Format ${format} entsprechen.`,
  min: (n) => `Der Wert muss größer oder gleich ${n} sein.`,
  max: (n) => `Der Wert muss kleiner oder gleich ${n} sein.`,
  exclusiveMin: (n) => `Der Wert muss größer als ${n} sein.`,
  exclusiveMax: (n) => `Der Wert muss kleiner als ${n} sein.`,
  multipleOf: (n) => `Der Wert muss ein Vielfaches von ${n} sein.`,
  notBefore: (date) => `Der Wert darf nicht vor ${date} liegen.`,
  notAfter: (date) => `Der Wert darf nicht nach ${date} liegen.`,
  oneOf: (values) => `Der Wert muss einer der folgenden sein: ${listed(values)}.`,
  literal: (value) => `Der Wert muss ${json(value)} sein.`,
  noMatch: "Der Wert entspricht keiner der zulässigen Formen.",
  notDeclared: "Dieses Feld ist im Objekt nicht vorgesehen.",
  minItems: (n) => `Die Liste muss mindestens ${one(n, "Element", "Elemente")} enthalten.`,
  maxItems: (n) => `Die Liste darf höchstens ${one(n, "Element", "Elemente")} enthalten.`,
  tooDeep: (n) => `Der Wert darf höchstens ${one(n, "Ebene", "Ebenen")} tief verschachtelt sein.`,
  keyTwice: "Nach dem Lesen seiner Schlüssel enthält das Objekt diesen Schlüssel doppelt.",
  uniqueItems: "Die Liste darf kein Element zweimal enthalten.",
  minEntries: (n) => `Das Objekt muss mindestens ${one(n, "Eintrag", "Einträge")} enthalten.`,
  maxEntries: (n) => `Das Objekt darf höchstens ${one(n, "Eintrag", "Einträge")} enthalten.`,
  eachKey: (rules) => `Jeder Schlüssel des Objekts: ${rules}`,
  tuplePositions: (n, rest) =>
    `Die Elemente folgen den Schemas von anyOf nach ihrer Position: Element 1 dem ersten, Element 2 dem zweiten und so weiter, für ${one(n, "Position", "Positionen")}${rest ? "; jedes weitere Element folgt dem letzten Schema" : ""}.`,
  formatNamed: (format) => `Format: ${format}.`,
  formatWriting: own({
    "date": "Er wird als JJJJ-MM-TT geschrieben.",
    "date-time": "Er wird wie 2024-05-01T09:30:00Z geschrieben, mit Zeitzonenversatz (RFC 3339).",
    "time": "Er wird wie 09:30:00Z geschrieben, mit Zeitzonenversatz.",
    "duration": "Er ist eine Dauer nach ISO 8601, geschrieben wie P3DT4H.",
    "uri": "Er ist ein absoluter URI.",
    "uri-reference": "Er ist ein URI oder eine relative Referenz.",
    "iri": "Er ist ein absoluter IRI.",
    "iri-reference": "Er ist ein IRI oder eine relative Referenz.",
  }),
  defaultIs: (value) => `Standardwert: ${json(value)}.`,
  examples: (values) => (values.length === 0 ? "" : `${values.length === 1 ? "Beispiel" : "Beispiele"}: ${values.map(json).join(", ")}.`),
  keyword: (keyword, value) => `${keyword}: ${json(value)}.`,
  cannotCheck: "Der Wert kann nicht geprüft werden.",
  notValid: "Der Wert ist ungültig.",
  checkTimeout: "Die Prüfung hat nicht rechtzeitig geantwortet.",
  aString: "eine Zeichenkette",
  anInteger: "eine ganze Zahl",
  aNumber: "eine Zahl",
  trueOrFalse: "true oder false",
  anObject: "ein Objekt",
  anArray: "ein Array",
  aDate: "ein Datum im Format JJJJ-MM-TT",
  aDateThatExists: "ein Datum, das es im Kalender gibt",
  aDateTime: "ein Datum mit Uhrzeit und Zeitzonenversatz (RFC 3339)",
  aDateTimeThatExists: "ein Datum mit Uhrzeit, das es im Kalender gibt",
  foreignType: "Der Wert hat nicht den erwarteten Typ.",
  foreignTooShort: "Der Wert ist zu kurz.",
  foreignTooLong: "Der Wert ist zu lang.",
  foreignLength: "Der Wert hat nicht die erwartete Länge.",
  foreignTooSmall: "Der Wert ist zu klein.",
  foreignTooBig: "Der Wert ist zu groß.",
  foreignTooFewItems: "Die Liste enthält zu wenige Elemente.",
  foreignTooManyItems: "Die Liste enthält zu viele Elemente.",
  foreignFormat: "Der Wert hat nicht das erwartete Format.",
  foreignForm: "Der Wert hat nicht die erwartete Form.",
  foreignPattern: "Der Wert entspricht nicht dem erwarteten Muster.",
  foreignMultiple: "Der Wert ist kein Vielfaches der erwarteten Schrittweite.",
  foreignNotAllowed: "Der Wert gehört nicht zu den zulässigen Werten.",
  foreignUnknownMembers: "Das Objekt enthält nicht zulässige Felder.",
  foreignUnknownMember: "Dieses Feld ist nicht zulässig.",
  foreignKey: "Dieser Schlüssel ist nicht zulässig.",
  foreignElement: "Ein Element des Werts ist ungültig.",
  recordAsPairs: 'Eine Zuordnung, gesendet als Liste von { "key", "value" }-Paaren; jeder Schlüssel höchstens einmal.',
  argumentsNotAnObject: "Die Argumente sind kein Objekt.",
  invalidResult: "Das Werkzeug '{tool}' hat ein ungültiges Ergebnis geliefert: Sein strukturierter Inhalt verletzt das Ausgabeschema des Werkzeugs. Der Server hat die Einzelheiten protokolliert.",
  moreRefused: "…und {count} weitere abgelehnt (nicht aufgeführt).",
  sameCallAgain: "Genau dieser Aufruf wurde schon einmal abgelehnt: Ändere das abgelehnte Argument, statt den Aufruf unverändert noch einmal zu senden.",
  answerCutOff: "Die Antwort wurde abgeschnitten, bevor sie vollständig war.",
  answerFiltered: "Die Antwort wurde von einem Inhaltsfilter gestoppt, oder das Modell hat sie verweigert.",
  answerNotJson: "Die Antwort ist kein JSON.",
  answerEmpty: "Die Antwort ist leer: Sie enthält kein JSON.",
  answerSchemaIntro: "Antworte mit genau einem JSON-Wert, der diesem JSON Schema mit allen Schlüsselwörtern und Beschreibungen folgt:",
  answerJsonOnly: "Antworte nur mit dem JSON: kein Text drumherum und kein Codeblock.",
  repairIntro: "Deine Antwort wurde abgelehnt und daher nicht verwendet:",
  repairAgain: "Sende die ganze Antwort korrigiert noch einmal: genau einen JSON-Wert, der dem Schema folgt, und sonst nichts.",
});

export default de;
