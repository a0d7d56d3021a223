import type { DialectName } from "../dialects/names.js";
import type { DialectView, InspectedTool, InspectionReport } from "./report.js";
import { readablePointer } from "./render-text.js";

const escape = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1d2330;background:#f5f6f8;display:flex;min-height:100vh}
aside{width:240px;flex:none;background:#1d2330;color:#e8ebf2;padding:16px;position:sticky;top:0;height:100vh;overflow:auto}
aside h1{font-size:15px;margin:0 0 4px}aside p{margin:0 0 12px;color:#aab2c5;font-size:12px;word-break:break-all}
aside ul{list-style:none;margin:0;padding:0}aside li a{display:block;padding:6px 8px;border-radius:6px;color:inherit;text-decoration:none}
aside li a:hover,aside li a.active{background:#343d52}aside li small{display:block;color:#aab2c5;font-size:11px}
.legend{margin-top:16px;font-size:12px}.legend span{display:inline-block;margin:2px 4px 2px 0;padding:1px 6px;border-radius:4px}
main{flex:1;padding:20px;min-width:0}section.tool{background:#fff;border-radius:10px;padding:16px;margin:0 0 20px;box-shadow:0 1px 3px #0002}
section.tool h2{margin:0;font-size:18px}.meta{margin:2px 0 12px;color:#5b6478;font-size:12px}
.dialects{display:grid;gap:10px}.dialect{border:1px solid #dde1ea;border-radius:8px;padding:10px;min-width:0}
.dialect h3{margin:0;font-size:14px}.size{margin:2px 0 8px;color:#5b6478;font-size:12px}
.rules{list-style:none;margin:0 0 8px;padding:0}.rule{margin:2px 0;padding:2px 6px;border-radius:4px;font-size:12px;display:flex;justify-content:space-between;gap:6px}
.rule code{font-size:11px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}.rule em{font-style:normal;font-weight:600;flex:none}
.keyword{background:#dcf5e3;color:#11602b}.sentence{background:#dcecfb;color:#134a7c}.both{background:#e6e1fa;color:#3f2d8c}.lost{background:#fbdcdc;color:#8c1d1d}
.limit{font-size:11px;margin:4px 0}.bar{height:6px;background:#e7e9ef;border-radius:3px;overflow:hidden}.bar div{height:100%;background:#3f7be0}.bar div.high{background:#d9822b}.bar div.over{background:#c73a3a}
.wire{font-size:12px;margin:6px 0;padding:4px 6px;border-radius:4px;background:#eef0f4}.wire.differs{background:#fdeccf;color:#7a4a00}
.error{font-size:12px;color:#8c1d1d}details{font-size:12px}pre{white-space:pre-wrap;word-break:break-all;background:#f5f6f8;padding:6px;border-radius:4px;max-height:320px;overflow:auto}
`;

const SCRIPT = `
document.querySelectorAll("aside a[data-tool]").forEach(function (link) {
  link.addEventListener("click", function () {
    document.querySelectorAll("aside a.active").forEach(function (a) { a.classList.remove("active"); });
    link.classList.add("active");
  });
});
`;

function limitBar(limit: { limit: string; count: number; max: number }): string {
  const share = limit.max === 0 ? 0 : Math.min(100, Math.round((limit.count / limit.max) * 1000) / 10);
  const level = limit.count > limit.max ? " over" : share >= 80 ? " high" : "";
  return `<div class="limit" data-limit="${escape(limit.limit)}"><span>${escape(limit.limit)}: ${limit.count} / ${limit.max}</span><div class="bar"><div class="${level.trim()}" style="width:${Math.max(share, limit.count > 0 ? 1 : 0)}%"></div></div></div>`;
}

function dialectColumn(dialect: DialectName, view: DialectView | undefined): string {
  if (view === undefined) return "";
  const parts = [`<article class="dialect" data-dialect="${dialect}"><h3>${dialect}</h3>`];
  if (view.error !== undefined) {
    parts.push(`<p class="error">${escape(view.error)}</p></article>`);
    return parts.join("");
  }
  parts.push(`<p class="size">${view.bytes} bytes · ${view.strict ? "strict" : "not strict"}${view.own ? " · the tool's own schema" : ""}</p>`);
  if (view.limits.length > 0) parts.push(`<div class="limits">${view.limits.map(limitBar).join("")}</div>`);
  parts.push(`<ul class="rules">`);
  for (const rule of view.rules) {
    parts.push(
      `<li class="rule ${rule.where}" data-where="${rule.where}" data-pointer="${escape(rule.pointer)}" data-rule="${escape(rule.rule)}"><code title="${escape(rule.pointer)}">${escape(readablePointer(rule.pointer))} ${escape(rule.rule)}</code><em>${rule.where}</em></li>`,
    );
  }
  parts.push(`</ul>`);
  if (view.wire !== undefined) {
    const differs = view.wire.differences.length > 0 || view.wire.lost.length > 0;
    const notes = [...view.wire.differences, ...view.wire.lost.map((r) => `${readablePointer(r.pointer)} ${r.rule} lost on the wire`)];
    parts.push(
      `<div class="wire${differs ? " differs" : ""}" data-wire="${differs ? "differs" : "same"}">${escape(view.wire.package)}: ${differs ? `differs<br>${notes.map(escape).join("<br>")}` : "sends the same"}</div>`,
    );
  }
  parts.push(`<details><summary>What ${escape(dialect)} receives</summary><pre>${escape(JSON.stringify(view.schema, null, 2))}</pre></details></article>`);
  return parts.join("");
}

function toolSection(tool: InspectedTool, index: number, dialects: readonly DialectName[]): string {
  return [
    `<section class="tool" id="tool-${index}" data-tool-name="${escape(tool.name)}">`,
    `<h2>${escape(tool.name)}</h2><p class="meta">${escape(tool.kind)} · ${escape(tool.purpose)} · export ${escape(tool.export)}</p>`,
    `<div class="dialects" style="grid-template-columns:repeat(${dialects.length},minmax(0,1fr))">`,
    ...dialects.map((d) => dialectColumn(d, tool.dialects[d])),
    `</div></section>`,
  ].join("");
}

/**
 * The report as one self-contained HTML page (inline styles and script, nothing fetched): the
 * tools down the side, the dialects side by side, each rule coloured by where it went, the
 * limits as bars, and what each provider receives under a fold.
 *
 * @example
 * ```ts
 * writeFileSync("report.html", renderHtml(report));
 * ```
 */
export function renderHtml(report: InspectionReport): string {
  const nav = report.tools
    .map((tool, i) => `<li><a href="#tool-${i}" data-tool="${i}">${escape(tool.name)}<small>${escape(tool.kind)}</small></a></li>`)
    .join("");
  const legend = (["keyword", "sentence", "both", "lost"] as const).map((w) => `<span class="${w}">${w}</span>`).join("");
  return [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`,
    `<title>What each provider receives: ${escape(report.module)}</title><style>${STYLE}</style></head><body>`,
    `<aside><h1>What each provider receives</h1><p>${escape(report.module)}<br>${report.tools.length} tools · ${report.lost} rules lost · ${report.differences} wire differences</p>`,
    `<ul id="tools">${nav}</ul><div class="legend">${legend}</div></aside>`,
    `<main>${report.tools.map((t, i) => toolSection(t, i, report.dialects)).join("")}</main>`,
    `<script>${SCRIPT}</script></body></html>\n`,
  ].join("");
}
