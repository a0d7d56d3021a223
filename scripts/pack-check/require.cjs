// CommonJS: each entry through require(esm) (Node 20.19+, 22.12+, 24), as a CommonJS program loads it.
const entries = process.argv.slice(2);
for (const entry of entries) {
  const loaded = require(entry);
  if (Object.keys(loaded).length === 0) throw new Error(`pack check (require): ${entry} exports nothing`);
}
const vo = require("@adcodicem/value-objects");
const refused = vo.integer("Quantity", { maximum: 100 }).tryCreate(500);
if (refused.ok || refused.error.code !== "value_object.out_of_range") throw new Error("pack check (require): the core did not refuse 500");
console.log(`require: ${entries.join(", ")}`);
