/// The page's script. It reads the JSON data block once and draws only what is in view: rows
/// (session headers and lanes) are absolutely positioned in a canvas as tall as all rows, and
/// on each scroll frame the rows in the viewport (plus a margin) are built and the rest removed.
/// Within a lane, only the horizontal stretch around the viewport is drawn, and ticks and spans
/// narrower than a pixel are merged, so a row costs at most a few elements per pixel of width
/// whatever the number of events. Log text reaches the page only through `textContent`; the
/// SVG markup built as strings holds numbers and fixed class names only.
enum HTMLScript {
    static let javascript = #"""
(function () {
'use strict';
var D = JSON.parse(document.getElementById('trace-data').textContent);
var S = D.strings, V = D.violations;
var ES = 7, SS = 3, LANE_H = 26, HEAD_H = 56, LABEL_W = 300, BUF = 8;
var STATE = ['appearing', 'appeared', 'disappearing', 'disappeared', 'deallocated'];
var SEV = ['note', 'warning', 'error'];
var TALL = [false, true, false, true, false, false, true, false, true];
var scroller = document.getElementById('lanes'), canvas = document.getElementById('canvas');
var tip = document.getElementById('tip'), countEl = document.getElementById('count');
var fClass = document.getElementById('f-class'), fRule = document.getElementById('f-rule');
var fOnly = document.getElementById('f-only'), fAxis = document.getElementById('f-axis');
var zoom = 1, W = 800, rows = [], tops = [], rendered = new Map(), frame = 0, totalLanes = 0;

function str(i) { return i >= 0 ? S[i] : ''; }

// Link every lane to its session and precompute what filters need.
D.files.forEach(function (f, fi) {
  f.sessions.forEach(function (s, si) {
    s.fi = fi; s.si = si;
    s.lanes.forEach(function (l, li) {
      l.s = s; l.li = li; totalLanes++;
      l.name = str(l.n); l.lower = l.name.toLowerCase();
      l.rules = {};
      l.v.forEach(function (vi) { l.rules[S[V[vi][6]]] = true; });
    });
  });
});

function useTime(s) { return fAxis.value === 'time' && s.time === 1 && s.dur > 0; }
function xOf(s, rank, offset) {
  return useTime(s) ? (offset - s.origin) / s.dur * W : (rank + 0.5) / Math.max(1, s.ranks) * W;
}
function pad(n, width) { var t = String(n); while (t.length < width) t = '0' + t; return t; }
// A log time as LogTime.iso8601 prints it: seconds count the log's wall clock, so the UTC
// fields of a Date are the printed fields; the offset carries the log's own fraction.
function timeText(s, offset) {
  var whole = Math.floor(offset), d = new Date((s.base + whole) * 1000), text = '';
  if (s.date) text += pad(d.getUTCFullYear(), 4) + '-' + pad(d.getUTCMonth() + 1, 2) + '-' + pad(d.getUTCDate(), 2) + 'T';
  text += pad(d.getUTCHours(), 2) + ':' + pad(d.getUTCMinutes(), 2) + ':' + pad(d.getUTCSeconds(), 2);
  if (s.fd > 0) {
    var scale = Math.pow(10, s.fd);
    text += '.' + pad(Math.min(scale - 1, Math.round((offset - whole) * scale)), s.fd);
  }
  if (s.tz !== null) text += (s.tz < 0 ? '-' : '+') + pad(Math.floor(Math.abs(s.tz) / 60), 2) + ':' + pad(Math.abs(s.tz) % 60, 2);
  return text;
}
function entryX(l, k) { return xOf(l.s, l.e[k * ES + 1], l.e[k * ES + 2]); }
function violationX(vi) { var v = V[vi]; return xOf(D.files[v[0]].sessions[v[1]], v[3], v[4]); }

// ---- filters and rows --------------------------------------------------------------------
function laneVisible(l) {
  var q = fClass.value.trim().toLowerCase();
  if (q && (l.f === 1 || l.lower.indexOf(q) < 0)) return false;
  if (fRule.value && !l.rules[fRule.value]) return false;
  if (fOnly.checked && l.v.length === 0) return false;
  return true;
}

function rebuild() {
  rows = []; tops = [];
  var y = 0, shown = 0;
  D.files.forEach(function (f) {
    f.sessions.forEach(function (s) {
      var lanes = s.lanes.filter(laneVisible);
      if (!lanes.length) return;
      rows.push({ head: true, s: s, f: f }); tops.push(y); y += HEAD_H;
      lanes.forEach(function (l) { rows.push({ head: false, l: l }); tops.push(y); y += LANE_H; });
      shown += lanes.length;
    });
  });
  tops.push(y);
  canvas.style.height = y + 'px';
  countEl.textContent = shown === totalLanes ? totalLanes + ' objects' : shown + ' of ' + totalLanes + ' objects';
  clearRows();
  filterList();
  if (!rows.length) {
    var empty = document.createElement('div');
    empty.className = 'empty';
    empty.textContent = totalLanes ? 'No object matches the filters.' : 'No object events in this report.';
    canvas.appendChild(empty);
    rendered.set(-1, { el: empty, key: '' });
  }
  schedule();
}

function filterList() {
  var q = fClass.value.trim().toLowerCase(), rule = fRule.value;
  var items = document.querySelectorAll('.vlist li');
  for (var i = 0; i < items.length; i++) {
    var li = items[i];
    li.hidden = !((!rule || li.dataset.rule === rule) && (!q || (li.dataset.obj || '').toLowerCase().indexOf(q) >= 0));
  }
}

function clearRows() {
  rendered.forEach(function (r) { r.el.remove(); });
  rendered.clear();
}

function measure() {
  W = Math.max(400, scroller.clientWidth - LABEL_W - 16) * zoom;
  canvas.style.width = (LABEL_W + W + 16) + 'px';
}

function schedule() { if (!frame) frame = requestAnimationFrame(function () { frame = 0; render(); }); }

function firstRowAt(y) {
  var lo = 0, hi = rows.length;
  while (lo < hi) { var mid = (lo + hi) >> 1; if (tops[mid + 1] <= y) lo = mid + 1; else hi = mid; }
  return lo;
}

// The horizontal stretch a row is drawn for: the viewport and one viewport either side,
// in steps of a viewport, so scrolling within a step reuses the rows already drawn.
function band() {
  var cw = Math.max(200, scroller.clientWidth - LABEL_W);
  var step = Math.floor(scroller.scrollLeft / cw);
  return { lo: (step - 1) * cw, hi: (step + 3) * cw, key: step };
}

function render() {
  if (!rows.length) return;
  var b = band(), key = W + '|' + fAxis.value + '|' + b.key;
  var top = scroller.scrollTop, first = Math.max(0, firstRowAt(top) - BUF);
  var last = Math.min(rows.length - 1, firstRowAt(top + scroller.clientHeight) + BUF);
  rendered.forEach(function (r, i) {
    if (i < first || i > last || r.key !== key) { r.el.remove(); rendered.delete(i); }
  });
  for (var i = first; i <= last; i++) {
    if (rendered.has(i)) continue;
    var el = rows[i].head ? headRow(rows[i], b) : laneRow(rows[i].l, b);
    el.style.top = tops[i] + 'px';
    el.dataset.row = i;
    canvas.appendChild(el);
    rendered.set(i, { el: el, key: key });
  }
}

// ---- drawing -----------------------------------------------------------------------------
function svgOpen(cls, h) {
  return '<svg class="tl ' + cls + '" width="' + W.toFixed(0) + '" height="' + h + '" viewBox="0 0 ' + W.toFixed(1) + ' ' + h + '">';
}

function laneRow(l, b) {
  var row = document.createElement('div');
  row.className = 'row lane' + (l.f ? ' findings' : '');
  row.dataset.file = l.s.fi; row.dataset.session = l.s.si; row.dataset.lane = l.li;
  var lbl = document.createElement('div');
  lbl.className = 'lbl';
  lbl.style.paddingLeft = (8 + Math.min(l.d, 8) * 14) + 'px';
  if (l.d > 0) { var t = document.createElement('span'); t.className = 'tree'; t.textContent = '\u2514 '; lbl.appendChild(t); }
  lbl.appendChild(document.createTextNode(l.name));
  lbl.title = l.name;
  row.appendChild(lbl);
  var n = l.e.length / ES, out = [svgOpen('lane', LANE_H)], mid = LANE_H / 2;
  if (n > 0) {
    var x0 = Math.max(b.lo, Math.min(b.hi, entryX(l, 0)));
    out.push('<line class="base" x1="' + x0.toFixed(1) + '" x2="' + Math.min(W, b.hi).toFixed(1) + '" y1="' + mid + '" y2="' + mid + '"/>');
  }
  // Spans: clipped to the band; a span under a pixel joins the one before it.
  var last = null;
  for (var k = 0; k < l.sp.length; k += SS) {
    var a = entryX(l, l.sp[k + 1]), z = l.sp[k + 2] < 0 ? W : entryX(l, l.sp[k + 2]);
    if (z < a) { var tmp = a; a = z; z = tmp; }
    if (z < b.lo || a > b.hi) continue;
    a = Math.max(a, b.lo); z = Math.min(z, b.hi);
    if (last && z - a < 1 && last.z >= a - 1) { last.z = Math.max(last.z, z); continue; }
    last = { st: l.sp[k], a: a, z: z };
    out.push(last);
  }
  for (var j = 0; j < out.length; j++) {
    var sp = out[j];
    if (typeof sp === 'object') {
      out[j] = '<rect class="sp st-' + sp.st + '" data-state="' + STATE[sp.st] + '" x="' + sp.a.toFixed(1) + '" y="5" width="'
        + Math.max(1, sp.z - sp.a).toFixed(1) + '" height="' + (LANE_H - 10) + '"/>';
    }
  }
  // Ticks: one path per category, one stroke per pixel column.
  var paths = {}, seen = {};
  for (var e = 0; e < n; e++) {
    var x = entryX(l, e);
    if (x < b.lo || x > b.hi) continue;
    var flags = l.e[e * ES + 6], cat = flags >> 2, px = Math.round(x);
    var tall = TALL[cat] && !(flags & 1), k2 = cat * 2 + (tall ? 1 : 0);
    var mark = seen[k2] || (seen[k2] = {});
    if (mark[px]) continue;
    mark[px] = 1;
    (paths[k2] || (paths[k2] = [])).push('M' + px + (tall ? ' 2v22' : ' 7v12'));
  }
  Object.keys(paths).forEach(function (k3) {
    out.push('<path class="tk c-' + (k3 >> 1) + '" d="' + paths[k3].join('') + '"/>');
  });
  var rule = fRule.value;
  l.v.forEach(function (vi) {
    var x = violationX(vi);
    if (x < b.lo - 8 || x > b.hi + 8) return;
    var v = V[vi], dim = rule && S[v[6]] !== rule ? ' dim' : '';
    out.push('<g class="vm sev-' + v[5] + dim + '" id="v-' + vi + '" data-v="' + vi + '"><line x1="' + x.toFixed(1) + '" x2="' + x.toFixed(1)
      + '" y1="0" y2="' + LANE_H + '"/><path d="M' + (x - 6).toFixed(1) + ' 0h12l-6 9z"/></g>');
  });
  out.push('</svg>');
  row.insertAdjacentHTML('beforeend', out.join(''));
  return row;
}

function headRow(r, b) {
  var s = r.s, row = document.createElement('div');
  row.className = 'row head';
  var lbl = document.createElement('div');
  lbl.className = 'lbl';
  var title = document.createElement('b');
  title.textContent = r.f.name;
  title.title = r.f.name;
  var sub = document.createElement('small');
  var proc = (s.process || 'unknown process') + (s.pid !== null ? ' [' + s.pid + ']' : '');
  var nv = 0; s.lanes.forEach(function (l) { nv += l.v.length; });
  sub.textContent = proc + ' \u00b7 ' + s.lanes.filter(function (l) { return !l.f; }).length + ' objects \u00b7 '
    + s.events + ' events \u00b7 ' + nv + (nv === 1 ? ' finding' : ' findings');
  var timed = useTime(s), axisText = document.createElement('small');
  axisText.textContent = timed ? 'log time from ' + timeText(s, s.origin) + ' (+' + s.dur.toFixed(3) + ' s)'
    : 'line order, lines ' + s.first + '\u2013' + s.last + (fAxis.value === 'time' ? ' (no log times)' : '');
  lbl.appendChild(title); lbl.appendChild(sub); lbl.appendChild(axisText);
  row.appendChild(lbl);
  var out = [svgOpen('axis', HEAD_H)], ticks = axisTicks(s, timed, b);
  out.push('<line x1="' + Math.max(0, b.lo).toFixed(1) + '" x2="' + Math.min(W, b.hi).toFixed(1) + '" y1="' + (HEAD_H - 1) + '" y2="' + (HEAD_H - 1) + '"/>');
  ticks.forEach(function (t) {
    out.push('<line x1="' + t.x.toFixed(1) + '" x2="' + t.x.toFixed(1) + '" y1="' + (HEAD_H - 8) + '" y2="' + HEAD_H + '"/>');
  });
  out.push('</svg>');
  row.insertAdjacentHTML('beforeend', out.join(''));
  // Tick labels are numbers, but go through textContent like everything else shown as text.
  var svg = row.lastChild;
  ticks.forEach(function (t) {
    var el = document.createElementNS('http://www.w3.org/2000/svg', 'text');
    el.setAttribute('x', (t.x + 3).toFixed(1)); el.setAttribute('y', HEAD_H - 11);
    el.textContent = t.text; svg.appendChild(el);
  });
  return row;
}

function niceStep(span, count) {
  var raw = span / Math.max(1, count), p = Math.pow(10, Math.floor(Math.log10(raw))), m = raw / p;
  return (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * p;
}

function formatOffset(sec, step) {
  if (step >= 60) { var m = Math.floor(sec / 60), r = Math.round(sec - m * 60); return '+' + m + 'm' + (r ? ' ' + r + 's' : ''); }
  var digits = step >= 1 ? 0 : Math.min(6, Math.ceil(-Math.log10(step)));
  return '+' + sec.toFixed(digits) + 's';
}

// Ticks about every 120 px, only within the band being drawn.
function axisTicks(s, timed, b) {
  var count = Math.max(2, Math.floor(W / 120)), ticks = [], lo = Math.max(0, b.lo - 120), hi = Math.min(W, b.hi);
  if (timed) {
    var step = niceStep(s.dur, count);
    for (var t = Math.floor(lo / W * s.dur / step) * step; t <= s.dur + 1e-9 && t / s.dur * W <= hi; t += step) {
      ticks.push({ x: t / s.dur * W, text: formatOffset(t, step) });
    }
  } else {
    var lines = lineTable(s), stepR = Math.max(1, Math.ceil(s.ranks / count));
    for (var r = Math.floor(lo / W * s.ranks / stepR) * stepR; r < s.ranks && (r + 0.5) / s.ranks * W <= hi; r += stepR) {
      ticks.push({ x: (r + 0.5) / s.ranks * W, text: 'line ' + lines[r] });
    }
  }
  return ticks;
}

// rank -> line, from the events and findings themselves (built once per session, when needed).
function lineTable(s) {
  if (s.lineTable) return s.lineTable;
  var t = new Int32Array(Math.max(1, s.ranks));
  s.lanes.forEach(function (l) {
    for (var k = 0; k < l.e.length; k += ES) t[l.e[k + 1]] = l.e[k];
    l.v.forEach(function (vi) { t[V[vi][3]] = V[vi][8]; });
  });
  return (s.lineTable = t);
}

// ---- hover -------------------------------------------------------------------------------
function laneOf(vi) { var v = V[vi]; return D.files[v[0]].sessions[v[1]].lanes[v[2]]; }

function showTip(ev, parts) {
  tip.textContent = '';
  parts.forEach(function (p) {
    var d = document.createElement('div'); d.className = p[0]; d.textContent = p[1]; tip.appendChild(d);
  });
  tip.hidden = false;
  var x = ev.clientX + 14, y = ev.clientY + 14, r = tip.getBoundingClientRect();
  if (x + r.width > window.innerWidth - 8) x = Math.max(8, ev.clientX - r.width - 14);
  if (y + r.height > window.innerHeight - 8) y = Math.max(8, ev.clientY - r.height - 14);
  tip.style.left = x + 'px'; tip.style.top = y + 'px';
}

function violationTip(ev, vi) {
  var v = V[vi];
  showTip(ev, [['t', SEV[v[5]] + ' ' + S[v[6]] + ' \u00b7 line ' + v[8]], ['', S[v[7]]], ['m', str(v[9])]]);
}

scroller.addEventListener('mousemove', function (ev) {
  var marker = ev.target.closest && ev.target.closest('.vm');
  if (marker) { violationTip(ev, +marker.dataset.v); return; }
  var row = ev.target.closest && ev.target.closest('.row.lane');
  var svg = row && row.querySelector('svg');
  if (!svg || ev.target.closest('.lbl')) { tip.hidden = true; return; }
  var l = D.files[+row.dataset.file].sessions[+row.dataset.session].lanes[+row.dataset.lane];
  var x = ev.clientX - svg.getBoundingClientRect().left, n = l.e.length / ES, best = -1, bestD = 5, near = 0;
  for (var k = 0; k < n; k++) {
    var d = Math.abs(entryX(l, k) - x);
    if (d < 0.75) near++;
    if (d < bestD) { bestD = d; best = k; }
  }
  if (best < 0) { tip.hidden = true; return; }
  var o = best * ES, e = l.e, flags = e[o + 6];
  var parts = [['t', l.name], ['', 'line ' + e[o] + (flags & 2 ? ' \u00b7 ' + timeText(l.s, e[o + 2]) : '')],
    ['mono', S[e[o + 3]] + (e[o + 4] >= 0 ? '  ' + S[e[o + 4]] : '')],
    ['m', 'event ' + S[e[o + 5]] + (flags & 1 ? ' (another log statement of the same call)' : '')]];
  if (near > 1) parts.push(['m', (near - 1) + ' more event' + (near > 2 ? 's' : '') + ' at this pixel: zoom in']);
  showTip(ev, parts);
});
scroller.addEventListener('mouseleave', function () { tip.hidden = true; });
scroller.addEventListener('click', function (ev) {
  var marker = ev.target.closest && ev.target.closest('.vm');
  if (marker) selectItem(+marker.dataset.v, true);
});

// ---- links from the list -----------------------------------------------------------------
function selectItem(vi, scrollList) {
  var old = document.querySelector('.vlist li.sel');
  if (old) old.classList.remove('sel');
  var li = document.getElementById('li-' + vi);
  if (li) { li.classList.add('sel'); if (scrollList) li.scrollIntoView({ block: 'nearest' }); }
}

function reveal(vi) {
  var l = laneOf(vi), r = -1;
  for (var pass = 0; pass < 2 && r < 0; pass++) {
    for (var i = 0; i < rows.length; i++) if (!rows[i].head && rows[i].l === l) { r = i; break; }
    if (r < 0) { fClass.value = ''; fOnly.checked = false; if (fRule.value && !l.rules[fRule.value]) fRule.value = ''; rebuild(); }
  }
  if (r < 0) return;
  scroller.scrollTop = Math.max(0, tops[r] - scroller.clientHeight / 2);
  scroller.scrollLeft = Math.max(0, violationX(vi) - (scroller.clientWidth - LABEL_W) / 2);
  render();
  selectItem(vi, false);
  var m = document.getElementById('v-' + vi);
  if (m) {
    m.classList.remove('flash'); void m.getBoundingClientRect(); m.classList.add('flash');
    setTimeout(function () { m.classList.remove('flash'); }, 1600);
  }
}

document.getElementById('side').addEventListener('click', function (ev) {
  var a = ev.target.closest && ev.target.closest('a[data-v]');
  if (!a) return;
  ev.preventDefault();
  history.replaceState(null, '', '#v-' + a.dataset.v);
  reveal(+a.dataset.v);
});

// ---- controls ----------------------------------------------------------------------------
function setZoom(z, anchorX) {
  var cw = scroller.clientWidth - LABEL_W, ax = anchorX === undefined ? cw / 2 : anchorX;
  var frac = (scroller.scrollLeft + ax) / W;
  zoom = Math.max(1, Math.min(4096, z));
  measure(); clearRows();
  scroller.scrollLeft = Math.max(0, frac * W - ax);
  schedule();
}
document.getElementById('z-in').addEventListener('click', function () { setZoom(zoom * 2); });
document.getElementById('z-out').addEventListener('click', function () { setZoom(zoom / 2); });
document.getElementById('z-fit').addEventListener('click', function () { setZoom(1); });
scroller.addEventListener('wheel', function (ev) {
  if (!ev.ctrlKey && !ev.metaKey) return;
  ev.preventDefault();
  setZoom(zoom * (ev.deltaY < 0 ? 1.25 : 0.8), ev.clientX - scroller.getBoundingClientRect().left - LABEL_W);
}, { passive: false });
fClass.addEventListener('input', rebuild);
fRule.addEventListener('change', rebuild);
fOnly.addEventListener('change', rebuild);
fAxis.addEventListener('change', function () { clearRows(); schedule(); });
scroller.addEventListener('scroll', schedule, { passive: true });
window.addEventListener('resize', function () { measure(); clearRows(); schedule(); });
document.getElementById('filters').addEventListener('submit', function (ev) { ev.preventDefault(); });

measure();
rebuild();
render();
var h = /^#v-(\d+)$/.exec(location.hash);
if (h && V[+h[1]]) reveal(+h[1]);
// For scripts/html-screenshot.sh: the page is drawn, and how long that took since navigation.
document.documentElement.dataset.readyMs = String(Math.round(performance.now()));
document.documentElement.dataset.ready = '1';
})();
"""#
}
