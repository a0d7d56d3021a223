/** The cheap-fields shape declared with this library, read through `~standard.validate` and `vo.validate`. */
import * as vo from "@adcodicem/value-objects";
import { fr } from "@adcodicem/value-objects/locales/fr";

export const CheapParams = vo.object({
  number: vo.number("Number"),
  negNumber: vo.number("NegNumber"),
  maxNumber: vo.number("MaxNumber"),
  string: vo.string("Text"),
  longString: vo.string("LongText"),
  boolean: vo.boolean("Flag"),
  deeplyNested: vo.object({ foo: vo.string("Foo"), num: vo.number("Num"), bool: vo.boolean("Bool") }),
});

const standard = CheapParams["~standard"];
export const oursCheapStandard = (input: unknown) => standard.validate(input);
/** With a locale (issue 24): the refusals in French. */
const french = { libraryOptions: { locale: fr } };
export const oursCheapStandardFrench = (input: unknown) => standard.validate(input, french);
export const oursCheapValidate = (input: unknown) => vo.validate(CheapParams, input);
