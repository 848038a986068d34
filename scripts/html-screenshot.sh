#!/usr/bin/env bash
# Checks the HTML report in a real browser (issue 8):
#  1. writes the demo report (Examples/*.log) and a 100,000-event report with the library
#     (HTMLExportTests, enabled by TRACE_CHECK_HTML_OUT; the CLI's `-f html` is wired separately);
#  2. screenshots the demo report with headless Chromium into docs/html-report.png and checks
#     that the picture is not blank (PNG decoded with the standard library only);
#  3. dumps the demo page's DOM after its script ran and counts the drawn lanes, spans and
#     violation markers;
#  4. when node (with WebSocket) is installed, drives the demo page over the DevTools protocol:
#     filters, tooltips, a list link scrolling to its marker, zoom and the line-order axis;
#  5. opens the 100,000-event page and fails if that takes 10 s or more.
# Usage: scripts/html-screenshot.sh   (SCRATCH=/path/to/build-dir, CHROMIUM=/path/to/chromium)
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
scratch=${SCRATCH:-/tmp/build-html}
out=${TMPDIR:-/tmp}/trace-check-html
chromium=${CHROMIUM:-chromium}
png="$root/docs/html-report.png"

if ! command -v "$chromium" >/dev/null; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        apt-get install -y -o DPkg::Lock::Timeout=300 chromium >&2
    else
        echo "html-screenshot: needs chromium (Debian: apt-get install chromium)" >&2
        exit 2
    fi
fi

rm -rf "$out" && mkdir -p "$out" "$root/docs"
echo "== writing reports to $out" >&2
(cd "$root" && TRACE_CHECK_HTML_OUT="$out" swift test --scratch-path "$scratch" --filter HTMLExportTests) >"$out/swift-test.log" 2>&1 || {
    tail -40 "$out/swift-test.log" >&2; echo "html-screenshot: writing the reports failed (log: $out/swift-test.log)" >&2; exit 1; }
for page in demo big; do
    [ -s "$out/$page.html" ] || { echo "html-screenshot: $out/$page.html was not written" >&2; exit 1; }
done

# Headless Chromium as root needs --no-sandbox; a fresh profile keeps runs independent.
browse() {
    "$chromium" --headless --no-sandbox --disable-gpu --user-data-dir="$out/profile" \
        --window-size=1400,900 "$@" 2>>"$out/chromium.log"
}

echo "== screenshot" >&2
browse --screenshot="$png" "file://$out/demo.html" >/dev/null
python3 - "$png" <<'PY'
import struct, sys, zlib

def decode(path):
    data = open(path, 'rb').read()
    assert data[:8] == b'\x89PNG\r\n\x1a\n', 'not a PNG'
    pos, idat = 8, b''
    while pos < len(data):
        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b'IHDR':
            width, height, depth, colour = struct.unpack('>IIBB', body[:10])
        elif kind == b'IDAT':
            idat += body
        pos += 12 + length
    assert depth == 8 and colour in (2, 6), 'unexpected PNG format %d/%d' % (depth, colour)
    bpp = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(idat), width * bpp
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        if kind == 1:
            for x in range(bpp, stride): line[x] = (line[x] + line[x - bpp]) & 255
        elif kind == 2:
            for x in range(stride): line[x] = (line[x] + prev[x]) & 255
        elif kind == 3:
            for x in range(stride): line[x] = (line[x] + ((line[x - bpp] if x >= bpp else 0) + prev[x]) // 2) & 255
        elif kind == 4:
            for x in range(stride):
                a = line[x - bpp] if x >= bpp else 0
                b, c = prev[x], (prev[x - bpp] if x >= bpp else 0)
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return width, height, bpp, rows

width, height, bpp, rows = decode(sys.argv[1])
colours, ink = set(), 0
for row in rows:
    for x in range(0, len(row), bpp):
        pixel = row[x:x + 3]
        colours.add(pixel)
        if pixel != b'\xff\xff\xff':
            ink += 1
share = ink / (width * height)
print('screenshot: %dx%d, %d distinct colours, %.1f%% non-white pixels' % (width, height, len(colours), share * 100))
if len(colours) < 50 or share < 0.05:
    sys.exit('html-screenshot: the screenshot looks blank')
PY

echo "== rendered DOM of the demo report" >&2
browse --dump-dom "file://$out/demo.html" >"$out/demo.dom.html"
python3 - "$out/demo.dom.html" <<'PY'
import re, sys
dom = open(sys.argv[1], encoding='utf-8').read()
counts = {name: len(re.findall(pattern, dom)) for name, pattern in [
    ('lanes', r'class="row lane'), ('session headers', r'class="row head"'), ('spans', r'<rect class="sp st-'),
    ('tick paths', r'<path class="tk '), ('violation markers', r'<g class="vm '), ('list links', r'<a href="#v-')]}
print('rendered: ' + ', '.join('%d %s' % (n, name) for name, n in counts.items()))
if 'data-ready="1"' not in dom:
    sys.exit('html-screenshot: the page script did not finish')
if min(counts['lanes'], counts['spans'], counts['violation markers'], counts['list links']) == 0:
    sys.exit('html-screenshot: lanes, spans or markers missing from the rendered page')
PY

if command -v node >/dev/null && node --experimental-websocket --no-warnings -e 'process.exit(typeof WebSocket === "function" ? 0 : 1)' 2>/dev/null; then
    echo "== interaction check (DevTools protocol)" >&2
    "$chromium" --headless --no-sandbox --disable-gpu --user-data-dir="$out/cdp-profile" --window-size=1400,900 \
        --remote-debugging-port=0 about:blank 2>>"$out/chromium.log" &
    browser=$!
    trap 'kill "$browser" 2>/dev/null || true' EXIT
    for _ in $(seq 50); do [ -s "$out/cdp-profile/DevToolsActivePort" ] && break; sleep 0.2; done
    port=$(head -1 "$out/cdp-profile/DevToolsActivePort")
    cat >"$out/interact.mjs" <<'JS'
const [, , port, url] = process.argv;
const target = await (await fetch(`http://127.0.0.1:${port}/json/new?${encodeURIComponent(url)}`, { method: 'PUT' })).json();
const ws = new WebSocket(target.webSocketDebuggerUrl);
let id = 0; const pending = new Map();
ws.onmessage = (m) => { const d = JSON.parse(m.data); if (pending.has(d.id)) { pending.get(d.id)(d); pending.delete(d.id); } };
await new Promise((resolve) => { ws.onopen = resolve; });
async function run(expression) {
  const reply = await new Promise((resolve) => { const i = ++id; pending.set(i, resolve);
    ws.send(JSON.stringify({ id: i, method: 'Runtime.evaluate', params: { expression, awaitPromise: true, returnByValue: true } })); });
  if (reply.result.exceptionDetails) throw new Error(reply.result.exceptionDetails.exception.description);
  return reply.result.result.value;
}
let failures = 0;
function check(name, ok, detail) { console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`); if (!ok) failures++; }
for (let i = 0; i < 50 && (await run(`document.documentElement.dataset.ready || ''`)) !== '1'; i++) await new Promise((r) => setTimeout(r, 100));
const settle = `new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))`;
const lanes = `[...document.querySelectorAll('#canvas .row.lane .lbl')].map((e) => e.textContent.replace('\u2514 ', ''))`;
const listed = `[...document.querySelectorAll('.vlist li')].filter((li) => !li.hidden).length`;
const set = (id, value, event) => `(() => { const f = document.getElementById('${id}'); if (f.type === 'checkbox') f.checked = ${JSON.stringify(value)}; else f.value = ${JSON.stringify(value)}; f.dispatchEvent(new Event('${event}')); })()`;

await run(set('f-class', 'FeedList', 'input')); await run(settle);
let shown = await run(lanes);
check('class filter', shown.length === 1 && shown[0].startsWith('FeedListViewController') && (await run(listed)) === 1, shown.join(', '));
await run(set('f-class', '', 'input')); await run(set('f-rule', 'controller-leak', 'change')); await run(settle);
shown = await run(lanes);
check('rule filter', shown.length === 1 && shown[0].startsWith('ArticleViewController') && (await run(listed)) === 1, shown.join(', '));
await run(set('f-rule', '', 'change')); await run(set('f-only', true, 'change')); await run(settle);
shown = await run(lanes);
check('only objects with findings', shown.length === (await run(listed)), `${shown.length} lanes`);
await run(set('f-only', false, 'change')); await run(settle);
const hover = (selector) => `(() => { const el = document.querySelector('${selector}'), svg = el.closest('svg'), r = svg.getBoundingClientRect();
  const x = el.tagName === 'path' ? +el.getAttribute('d').match(/M([-\\d.]+)/)[1] : +el.querySelector('line').getAttribute('x1');
  el.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: r.left + x, clientY: r.top + 12 }));
  const tip = document.getElementById('tip'); return tip.hidden ? '(hidden)' : [...tip.children].map((c) => c.textContent).join(' | '); })()`;
let tip = await run(hover('#canvas .row.lane path.tk'));
check('event tooltip', /\bline \d+/.test(tip) && /event \w+/.test(tip), tip);
tip = await run(hover('#canvas .vm'));
check('violation tooltip', /^(error|warning|note) [\w-]+ \u00b7 line \d+/.test(tip), tip);
const link = await run(`(async () => { const a = [...document.querySelectorAll('.vlist a')].pop(); a.click(); await ${settle};
  const m = document.getElementById('v-' + a.dataset.v), L = document.getElementById('lanes').getBoundingClientRect();
  if (!m) return 'marker not drawn'; const r = m.getBoundingClientRect();
  return (r.top >= L.top && r.bottom <= L.bottom && r.left >= L.left && r.right <= L.right ? 'in view' : 'out of view') + ' ' + m.getAttribute('class') + ' ' + location.hash; })()`);
check('list link scrolls to its marker', link.startsWith('in view') && link.includes('flash'), link);
const widths = await run(`(async () => { const w0 = parseFloat(document.getElementById('canvas').style.width);
  document.getElementById('z-in').click(); document.getElementById('z-in').click(); await ${settle};
  const w1 = parseFloat(document.getElementById('canvas').style.width); document.getElementById('z-fit').click(); await ${settle}; return [w0, w1]; })()`);
check('zoom', widths[1] > widths[0] * 3, `canvas ${widths[0]} px -> ${widths[1]} px`);
await run(`document.getElementById('lanes').scrollTo(0, 0)`); await run(set('f-axis', 'order', 'change')); await run(settle);
const axis = await run(`[...document.querySelectorAll('#canvas .row.head small')].map((e) => e.textContent).filter((t) => t.startsWith('line order')).length`);
check('line-order axis', axis > 0, `${axis} session headers in line order`);
ws.close();
process.exit(failures ? 1 : 0);
JS
    node --experimental-websocket --no-warnings "$out/interact.mjs" "$port" "file://$out/demo.html"
    kill "$browser" 2>/dev/null || true
    trap - EXIT
else
    echo "== interaction check skipped (needs node with WebSocket)" >&2
fi

echo "== opening the 100,000-event report" >&2
size=$(wc -c <"$out/big.html")
start=$(date +%s.%N)
timeout 10 "$chromium" --headless --no-sandbox --disable-gpu --user-data-dir="$out/profile" --window-size=1400,900 \
    --dump-dom "file://$out/big.html" >"$out/big.dom.html" 2>>"$out/chromium.log" || {
    echo "html-screenshot: the 100,000-event page did not open within 10 s" >&2; exit 1; }
end=$(date +%s.%N)
grep -q 'data-ready="1"' "$out/big.dom.html" || { echo "html-screenshot: the big page's script did not finish" >&2; exit 1; }
lanes=$(grep -o 'class="row lane' "$out/big.dom.html" | wc -l)
ready=$(grep -o 'data-ready-ms="[0-9]*"' "$out/big.dom.html" | grep -o '[0-9]*')
printf 'big report: %s bytes; Chromium started, opened and dumped it in %.2f s; drawn %s ms after navigation (%s lanes in the DOM, the rest virtual)\n' \
    "$size" "$(awk "BEGIN{print $end - $start}")" "$ready" "$lanes"
