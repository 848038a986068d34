/// The page's stylesheet, inline so the report is one file. Colours: green shades for a visible
/// controller, orange while it disappears, blue-grey when covered, hatched grey once
/// deallocated; severities red, amber and blue as in the terminal report.
enum HTMLStyle {
    static let css = #"""
:root{--lane:26px;--label:300px;--ink:#1f2933;--muted:#616e7c;--line:#e4e7eb;--bg:#f8f9fb;
--appearing:#b7e4c7;--appeared:#40916c;--disappearing:#ffc078;--disappeared:#c9d6e3;--deallocated:#adb5bd;
--error:#d62828;--warning:#e09f00;--note:#3a86ff}
*{box-sizing:border-box}
html,body{margin:0;height:100%}
body{display:flex;flex-direction:column;font:13px/1.4 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--ink);background:#fff}
code,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;font-size:12px}
header{padding:10px 16px 8px;border-bottom:1px solid var(--line);background:var(--bg)}
h1{font-size:17px;margin:0 0 2px;font-weight:600}
.meta{color:var(--muted);margin:0 0 8px}
.meta b{color:var(--ink);font-weight:600}
.meta .e{color:var(--error)}.meta .w{color:var(--warning)}.meta .n{color:var(--note)}
#filters{display:flex;flex-wrap:wrap;gap:6px 16px;align-items:center}
#filters label{display:flex;gap:6px;align-items:center;color:var(--muted)}
#filters input[type=search],#filters select{font:inherit;padding:3px 6px;border:1px solid #cbd2d9;border-radius:4px;background:#fff;color:var(--ink)}
#filters input[type=search]{width:220px}
#filters button{font:inherit;min-width:28px;padding:2px 8px;border:1px solid #cbd2d9;border-radius:4px;background:#fff;cursor:pointer}
#filters button:hover{background:#eef2f6}
#count{color:var(--muted)}
.legend{display:flex;flex-wrap:wrap;gap:4px 14px;margin-top:8px;color:var(--muted);font-size:12px;align-items:center}
.legend i{display:inline-block;width:18px;height:10px;border-radius:2px;vertical-align:-1px;margin-right:4px}
.legend i.tk{width:3px;height:12px;border-radius:0}
.legend i.mk{width:0;height:0;border-radius:0;border-left:6px solid transparent;border-right:6px solid transparent;border-top:9px solid}
main{flex:1;display:flex;min-height:0}
#lanes{flex:1;overflow:auto;position:relative;background:#fff}
#canvas{position:relative}
#side{width:380px;flex:none;overflow:auto;border-left:1px solid var(--line);background:var(--bg);padding:8px 12px 24px}
#side h2{font-size:14px;margin:4px 0 8px}
#side h3{font-size:12px;margin:14px 0 6px;color:var(--muted);font-weight:600;word-break:break-all}
#side .none{color:var(--muted);margin:2px 0 8px}
.vlist{list-style:none;margin:0;padding:0}
.vlist li{margin:0 0 6px;padding:6px 8px;background:#fff;border:1px solid var(--line);border-left:4px solid var(--note);border-radius:4px;content-visibility:auto;contain-intrinsic-size:auto 64px}
.vlist li.sev-error{border-left-color:var(--error)}.vlist li.sev-warning{border-left-color:var(--warning)}
.vlist li.sel{outline:2px solid #1f6feb;outline-offset:-1px}
.vlist a{color:inherit;text-decoration:none;display:block}
.vlist a:hover .rule{text-decoration:underline}
.vlist .head{display:flex;gap:6px;align-items:baseline}
.badge{font-size:10px;font-weight:700;text-transform:uppercase;letter-spacing:.03em;padding:0 5px;border-radius:3px;color:#fff;background:var(--note)}
.sev-error .badge{background:var(--error)}.sev-warning .badge{background:var(--warning)}
.vlist .rule{font-weight:600}
.vlist .where{margin-left:auto;color:var(--muted);white-space:nowrap}
.vlist .msg{display:block;margin-top:2px;word-break:break-word}
.vlist .obj{display:block;color:var(--muted);word-break:break-all}
.row{position:absolute;left:0;display:flex;height:var(--lane)}
.row .lbl{position:sticky;left:0;z-index:2;flex:none;width:var(--label);padding:0 8px;background:#fff;border-right:1px solid var(--line);white-space:nowrap;overflow:hidden;text-overflow:ellipsis;line-height:var(--lane)}
.row.lane{border-bottom:1px solid #f1f3f5}
.row.lane:hover .lbl,.row.lane:hover{background:#f5f8ff}
.row.lane .lbl .tree{color:#c1c7cd}
.row.lane.findings .lbl{font-style:italic;color:var(--muted)}
.row.head{height:56px;background:var(--bg);border-top:1px solid var(--line);border-bottom:1px solid var(--line)}
.row.head .lbl{background:var(--bg);line-height:1.3;padding-top:5px}
.row.head .lbl b{display:block;overflow:hidden;text-overflow:ellipsis}
.row.head .lbl small{display:block;color:var(--muted);overflow:hidden;text-overflow:ellipsis}
svg.tl{flex:none;display:block;overflow:visible}
svg.axis text{font-size:10px;fill:var(--muted)}
svg.axis line{stroke:#cbd2d9}
.base{stroke:#ced4da;stroke-width:1}
.sp{stroke:none}
.st-0{fill:var(--appearing)}.st-1{fill:var(--appeared)}.st-2{fill:var(--disappearing)}.st-3{fill:var(--disappeared)}.st-4{fill:url(#hatch)}
.tk{fill:none;stroke-width:1.5}
.c-0{stroke:#8d99ae}.c-1{stroke:#102a43}.c-2{stroke:#2a9d8f}.c-3{stroke:#7b2cbf}.c-4{stroke:#4361ee}.c-5{stroke:#ced4da}.c-6{stroke:#000}.c-7{stroke:#e76f51}.c-8{stroke:#d00000}
.vm{cursor:pointer}
.vm line{stroke-width:2}
.vm.sev-0 line{stroke:var(--note)}.vm.sev-1 line{stroke:var(--warning)}.vm.sev-2 line{stroke:var(--error)}
.vm.sev-0 path{fill:var(--note)}.vm.sev-1 path{fill:var(--warning)}.vm.sev-2 path{fill:var(--error)}
.vm.dim{opacity:.25}
.vm.flash path{animation:flash .5s 3 alternate}
@keyframes flash{from{transform:translateY(0)}to{transform:translateY(6px)}}
.vm.flash line{stroke-width:4}
#tip{position:fixed;z-index:10;max-width:560px;padding:6px 9px;background:#102a43;color:#fff;border-radius:5px;font-size:12px;pointer-events:none;box-shadow:0 3px 12px rgba(0,0,0,.25)}
#tip div{white-space:pre-wrap;word-break:break-word}
#tip .t{font-weight:600}
#tip .m{color:#bcccdc}
.empty{padding:24px;color:var(--muted)}
"""#
}
