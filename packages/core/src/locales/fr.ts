/**
 * @adcodicem/value-objects/locales/fr — every sentence of the library in French, as a French
 * reader writes them (a no-break space before `:`). Pass it per call: `{ locale: fr }`.
 *
 * @example
 * ```ts
 * import { fr } from "@adcodicem/value-objects/locales/fr";
 * Quantity.tryCreate(500, { locale: fr }).error.message;
 * // "La valeur n’est pas valide pour Quantity : La valeur doit être inférieure ou égale à 100."
 * ```
 * @packageDocumentation
 */
// through the main entry by the package's name: the sentence table a locale maps is the one the readers say
import { defineLocale } from "@adcodicem/value-objects";
import { json, listed, own } from "./written.js";

const s = (n: number) => (n > 1 ? "s" : "");
// a no-break space before the colon, as French typography has it
const colon = "\u00a0:";

/** French. */
export const fr = defineLocale("fr", {
  refusedAs: (name, sentence) => `La valeur n’est pas valide pour ${name}${colon} ${sentence}`,
  refusedPlainly: (name) => `La valeur n’est pas valide pour ${name}.`,
  required: "Une valeur est requise.",
  mustBeA: (what) => `La valeur doit être ${what}.`,
  atLeastChars: (n) => `La valeur doit compter au moins ${n} caractère${s(n)}.`,
  atMostChars: (n) => `La valeur doit compter au plus ${n} caractère${s(n)}.`,
  pattern: (source) => `La valeur doit correspondre au motif ${source}.`,
  format: (format) => `La valeur doit respecter le format ${format}.`,
  min: (n) => `La valeur doit être supérieure ou égale à ${n}.`,
  max: (n) => `La valeur doit être inférieure ou égale à ${n}.`,
  exclusiveMin: (n) => `La valeur doit être strictement supérieure à ${n}.`,
  exclusiveMax: (n) => `La valeur doit être strictement inférieure à ${n}.`,
  multipleOf: (n) => `La valeur doit être un multiple de ${n}.`,
  notBefore: (date) => `La valeur doit être le ${date} ou plus tard.`,
  notAfter: (date) => `La valeur doit être le ${date} ou plus tôt.`,
  oneOf: (values) => `La valeur doit être l’une des suivantes${colon} ${listed(values)}.`,
  literal: (value) => `La valeur doit être ${json(value)}.`,
  noMatch: "La valeur ne correspond à aucune des formes admises.",
  notDeclared: "L’objet ne déclare pas ce membre.",
  minItems: (n) => `La liste doit contenir au moins ${n} élément${s(n)}.`,
  maxItems: (n) => `La liste doit contenir au plus ${n} élément${s(n)}.`,
  tooDeep: (n) => `La valeur ne doit pas compter plus de ${n} niveau${n > 1 ? "x" : ""} d’imbrication.`,
  keyTwice: "Une fois ses clés lues, l’objet contient cette clé en double.",
  uniqueItems: "La liste ne doit pas contenir deux fois le même élément.",
  minEntries: (n) => `L’objet doit contenir au moins ${n} entrée${s(n)}.`,
  maxEntries: (n) => `L’objet doit contenir au plus ${n} entrée${s(n)}.`,
  eachKey: (rules) => `Chaque clé de l’objet${colon} ${rules}`,
  tuplePositions: (n, rest) =>
    `Les éléments suivent les schémas de anyOf selon leur position${colon} l’élément 1 le premier, l’élément 2 le deuxième, et ainsi de suite, sur ${n} position${s(n)}${rest ? "\u00a0; tout élément au-delà suit le dernier schéma" : ""}.`,
  formatNamed: (format) => `Format${colon} ${format}.`,
  formatWriting: own({
    "date": "Elle s’écrit AAAA-MM-JJ.",
    "date-time": "Elle s’écrit comme 2024-05-01T09:30:00Z, avec le décalage horaire (RFC 3339).",
    "time": "Elle s’écrit comme 09:30:00Z, avec le décalage horaire.",
    "duration": "C’est une durée ISO 8601, écrite comme P3DT4H.",
    "uri": "C’est un URI absolu.",
    "uri-reference": "C’est un URI ou une référence relative.",
    "iri": "C’est un IRI absolu.",
    "iri-reference": "C’est un IRI ou une référence relative.",
  }),
  defaultIs: (value) => `Valeur par défaut${colon} ${json(value)}.`,
  examples: (values) => (values.length === 0 ? "" : `${values.length === 1 ? "Exemple" : "Exemples"}${colon} ${values.map(json).join(", ")}.`),
  keyword: (keyword, value) => `${keyword}${colon} ${json(value)}.`,
  cannotCheck: "La valeur ne peut pas être vérifiée.",
  notValid: "La valeur n’est pas valide.",
  checkTimeout: "La vérification n’a pas répondu à temps.",
  aString: "une chaîne de caractères",
  anInteger: "un nombre entier",
  aNumber: "un nombre",
  trueOrFalse: "true ou false",
  anObject: "un objet",
  anArray: "un tableau",
  aDate: "une date écrite AAAA-MM-JJ",
  aDateThatExists: "une date qui existe dans le calendrier",
  aDateTime: "une date et une heure avec le décalage horaire (RFC 3339)",
  aDateTimeThatExists: "une date et une heure qui existent dans le calendrier",
  foreignType: "La valeur n’est pas du type attendu.",
  foreignTooShort: "La valeur est trop courte.",
  foreignTooLong: "La valeur est trop longue.",
  foreignLength: "La valeur n’a pas la longueur attendue.",
  foreignTooSmall: "La valeur est trop petite.",
  foreignTooBig: "La valeur est trop grande.",
  foreignTooFewItems: "La liste contient trop peu d’éléments.",
  foreignTooManyItems: "La liste contient trop d’éléments.",
  foreignFormat: "La valeur n’a pas le format attendu.",
  foreignForm: "La valeur n’a pas la forme attendue.",
  foreignPattern: "La valeur ne correspond pas au motif attendu.",
  foreignMultiple: "La valeur n’est pas un multiple du pas attendu.",
  foreignNotAllowed: "La valeur ne fait pas partie des valeurs admises.",
  foreignUnknownMembers: "L’objet contient des membres non admis.",
  foreignUnknownMember: "Ce membre n’est pas admis.",
  foreignKey: "Cette clé n’est pas admise.",
  foreignElement: "Un élément de la valeur n’est pas valide.",
  recordAsPairs: `Une table envoyée comme une liste de paires { "key", "value" }\u00a0; chaque clé au plus une fois.`,
  argumentsNotAnObject: "Les arguments ne forment pas un objet.",
  invalidResult: `L’outil '{tool}' a produit un résultat non valide${colon} son contenu structuré enfreint le schéma de sortie de l’outil. Le serveur a consigné le détail.`,
  moreRefused: "…et {count} refus de plus (non listés).",
  sameCallAgain: `Ce même appel a déjà été refusé${colon} modifie l’argument refusé plutôt que de renvoyer l’appel tel quel.`,
  answerCutOff: "La réponse a été coupée avant d’être complète.",
  answerFiltered: "La réponse a été arrêtée par un filtre de contenu, ou le modèle a refusé de répondre.",
  answerNotJson: "La réponse n’est pas du JSON.",
  answerEmpty: `La réponse est vide${colon} elle ne contient aucun JSON.`,
  answerSchemaIntro: `Réponds par une seule valeur JSON conforme à ce JSON Schema, en respectant chaque mot-clé et chaque description${colon}`,
  answerJsonOnly: `Réponds uniquement par le JSON${colon} ni texte autour, ni bloc de code.`,
  repairIntro: `Ta réponse a été refusée et n’a donc pas été utilisée${colon}`,
  repairAgain: `Renvoie toute la réponse, corrigée${colon} une seule valeur JSON conforme au schéma, et rien d’autre.`,
});

export default fr;
