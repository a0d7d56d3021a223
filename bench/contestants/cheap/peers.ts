/** The cheap-fields shape in each peer, one module each (a timing process loads only its own). */
export { ajvCheap } from "./ajv.js";
export { arktypeCheap } from "./arktype.js";
export { typeboxCheap } from "./typebox.js";
export { valibotCheap } from "./valibot.js";
export { zodCheap } from "./zod.js";
