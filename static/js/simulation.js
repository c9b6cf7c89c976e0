// Simulation pages: follow a job's progress (reload once it is over), then draw the
// figures as plain SVG charts from the results embedded in the page (#sim-results, and
// #sim-results-2 for the second of two side by side).
(function () {
  "use strict";
  const page = document.getElementById("simulation");
  if (!page) return;
  const SVG = "http://www.w3.org/2000/svg";
  const COLORS = ["#8c1c13", "#1f5f8b", "#d08c24", "#4a7c3a"];
  const W = 480, H = 220, PAD = { left: 40, right: 10, top: 10, bottom: 28 };

  // -- progress ---------------------------------------------------------------------------
  function follow() {
    if (page.dataset.finished === "true") return;
    fetch(page.dataset.poll, { headers: { Accept: "application/json" }, credentials: "same-origin" })
      .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
      .then((data) => {
        const statuses = data.first ? [data.first, data.second] : [data];
        const boxes = page.querySelectorAll(".sim-progress");
        statuses.forEach((status, i) => {
          const box = boxes[i];
          if (!box) return;
          box.querySelector("progress").value = status.percent;
          box.querySelector(".sim-played").textContent = status.played;
          box.querySelector(".sim-status").textContent = status.status;
        });
        if (statuses.every((status) => status.finished)) {
          window.location.reload();
        } else {
          window.setTimeout(follow, 1000);
        }
      })
      .catch(() => window.setTimeout(follow, 3000));
  }

  // -- charts -----------------------------------------------------------------------------
  function node(name, attrs, parent) {
    const el = document.createElementNS(SVG, name);
    Object.entries(attrs || {}).forEach(([key, value]) => el.setAttribute(key, value));
    if (parent) parent.appendChild(el);
    return el;
  }

  function niceMax(values) {
    const top = Math.max(1, ...values.filter((v) => Number.isFinite(v)));
    const step = Math.pow(10, Math.floor(Math.log10(top)));
    return Math.ceil(top / step) * step;
  }

  // series: [{name, values}] over labels (turns). kind: "bar" or "line".
  function draw(figure, labels, series, kind, unit) {
    const svg = node("svg", {
      viewBox: `0 0 ${W} ${H}`,
      role: "img",
      "aria-label": figure.querySelector("figcaption").textContent,
      class: "sim-svg",
    });
    const top = niceMax(series.flatMap((s) => s.values));
    const plotW = W - PAD.left - PAD.right, plotH = H - PAD.top - PAD.bottom;
    const y = (v) => PAD.top + plotH - (v / top) * plotH;
    const slot = plotW / Math.max(1, labels.length);
    const x = (i) => PAD.left + slot * i + slot / 2;
    [0, top / 2, top].forEach((tick) => {
      node("line", { x1: PAD.left, x2: W - PAD.right, y1: y(tick), y2: y(tick), class: "sim-grid" }, svg);
      const text = node("text", { x: PAD.left - 4, y: y(tick) + 4, class: "sim-tick", "text-anchor": "end" }, svg);
      text.textContent = Math.round(tick * 10) / 10;
    });
    labels.forEach((label, i) => {
      const text = node("text", { x: x(i), y: H - 10, class: "sim-tick", "text-anchor": "middle" }, svg);
      text.textContent = label;
    });
    series.forEach((s, k) => {
      const color = COLORS[k % COLORS.length];
      const group = node("g", { "data-series": s.name }, svg);
      if (kind === "line") {
        const points = s.values.map((v, i) => (v == null ? null : `${x(i)},${y(v)}`)).filter(Boolean);
        node("polyline", { points: points.join(" "), fill: "none", stroke: color, "stroke-width": 2 }, group);
      }
      const barW = (slot * 0.8) / series.length;
      s.values.forEach((v, i) => {
        if (v == null) return;
        const mark = kind === "bar"
          ? node("rect", {
              x: PAD.left + slot * i + slot * 0.1 + barW * k, y: y(v),
              width: barW, height: Math.max(0, PAD.top + plotH - y(v)), fill: color,
            }, group)
          : node("circle", { cx: x(i), cy: y(v), r: 3, fill: color }, group);
        mark.setAttribute("data-x", labels[i]);
        mark.setAttribute("data-value", v);
        mark.setAttribute("class", "sim-point");
        const title = node("title", {}, mark);
        title.textContent = `${s.name}, turn ${labels[i]}: ${v}${unit || ""}`;
      });
    });
    figure.appendChild(svg);
    const legend = document.createElement("ul");
    legend.className = "sim-legend";
    series.forEach((s, k) => {
      const item = document.createElement("li");
      const swatch = document.createElement("span");
      swatch.className = "sim-swatch";
      swatch.style.background = COLORS[k % COLORS.length];
      item.append(swatch, document.createTextNode(s.name));
      legend.appendChild(item);
    });
    figure.appendChild(legend);
  }

  function percent(share) {
    return Math.round(share * 1000) / 10;
  }

  function charts(runs) {
    const turns = Math.max(...runs.map((r) => r.results.turn_limit));
    const labels = Array.from({ length: turns }, (_, i) => String(i + 1));
    const perTurn = (r, name) => labels.map((t, i) => (i < r.results.per_turn[name].length ? r.results.per_turn[name][i] : null));
    const several = runs.length > 1;
    const named = (r, what) => (several ? `${r.name}: ${what}` : what);
    const specs = {
      falls: ["bar", "", runs.map((r) => ({ name: named(r, "games"), values: labels.map((t) => r.results.last_province_falls.turns[t] || 0) }))],
      wins: ["line", "%", runs.map((r) => ({ name: named(r, "won"), values: labels.map((t) => percent((r.results.wins_by_turn[t] || 0) / Math.max(1, r.results.games))) }))],
      gold: ["line", "", runs.flatMap((r) => [
        { name: named(r, "available"), values: perTurn(r, "gold_available") },
        { name: named(r, "spent"), values: perTurn(r, "gold_spent") },
      ])],
      force: ["line", "", runs.map((r) => ({ name: named(r, "Force"), values: perTurn(r, "force") }))],
      personalities: ["line", "", runs.map((r) => ({ name: named(r, "Personalities"), values: perTurn(r, "personalities") }))],
      three: ["line", "%", runs.map((r) => ({ name: named(r, "three in play"), values: labels.map((t) => percent(r.results.three_personalities_by_turn[t] || 0)) }))],
      honor: ["line", "", runs.map((r) => ({ name: named(r, "Honor"), values: perTurn(r, "honor") }))],
    };
    page.querySelectorAll(".sim-chart").forEach((figure) => {
      const spec = specs[figure.dataset.chart];
      if (spec) draw(figure, labels, spec[2], spec[0], spec[1]);
    });
  }

  const runs = [];
  const headings = page.querySelectorAll(".sim-diff thead th");
  ["sim-results", "sim-results-2"].forEach((id, i) => {
    const data = document.getElementById(id);
    if (data) runs.push({ name: headings.length ? headings[i + 1].textContent : "", results: JSON.parse(data.textContent) });
  });
  if (runs.length) charts(runs);
  follow();
})();
