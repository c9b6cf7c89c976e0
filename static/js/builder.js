// The deck builder: card search beside the deck, live validation, statistics, a sample
// hand with draw odds, import, export and saving. Plain JavaScript, no build step: the
// page hands over its settings as JSON (#builder-config) and the server does the rules.
"use strict";

(() => {
  const config = JSON.parse(document.getElementById("builder-config").textContent);
  const $ = (selector, root = document) => root.querySelector(selector);

  // Section keys as the decks API spells them, the card `deck` each holds, and their labels.
  const SECTIONS = ["pregame", "dynasty", "fate"];
  const SECTION_LABELS = { pregame: "Pre-Game", dynasty: "Dynasty", fate: "Fate" };
  const DECK_SECTIONS = { "Pre-Game": "pregame", Dynasty: "dynasty", Fate: "fate" };
  const PREGAME_TYPES = ["Stronghold", "Sensei", "Wind"];
  const TYPE_ORDER = Object.keys(config.typeHeaders);
  const PLURALS = { Personality: "Personalities", Strategy: "Strategies" };
  const MIN_DECK = 40;
  const MAX_COPIES = 99;
  const DRAFT_PREFIX = "l5rdb.builder.";

  const state = {
    id: null,
    updated: null,
    name: "",
    description: "",
    format: config.defaultFormat,
    entries: new Map(), // card id -> {count, section}
    unresolved: [], // lines of an imported list that name no card: {name, count, section, type}
    cards: new Map(), // card id -> summary (title, type, deck, costs, ...)
    saved: true,
    report: null,
  };
  let undoSnapshot = null;

  // ---- small helpers -------------------------------------------------------------------

  function debounce(fn, wait) {
    let timer = null;
    return (...args) => {
      clearTimeout(timer);
      timer = setTimeout(() => fn(...args), wait);
    };
  }

  function el(tag, attrs = {}, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs)) {
      if (value === null || value === undefined || value === false) continue;
      if (key === "class") node.className = value;
      else if (key === "text") node.textContent = value;
      else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value === true ? "" : value);
    }
    for (const child of children.flat()) {
      if (child === null || child === undefined || child === false) continue;
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
  }

  function plural(word, count) {
    return count === 1 ? word : `${word}s`;
  }

  function typeLabel(type, count) {
    if (count === 1) return type;
    return PLURALS[type] || `${type}s`;
  }

  // Python's str.lower() ordering, as the server's list writers sort titles.
  function byLowerName(a, b) {
    const x = a.toLowerCase();
    const y = b.toLowerCase();
    return x < y ? -1 : x > y ? 1 : 0;
  }

  function typeRank(type) {
    const index = TYPE_ORDER.indexOf(type);
    return index === -1 ? TYPE_ORDER.length : index;
  }

  function byType(a, b) {
    const x = a || "~";
    const y = b || "~";
    return typeRank(a) - typeRank(b) || (x < y ? -1 : x > y ? 1 : 0);
  }

  class ApiError extends Error {
    constructor(status, data) {
      super(describeError(data) || `The server answered ${status}.`);
      this.status = status;
      this.data = data;
    }
  }

  // DRF errors come as {"detail": "..."} or {"field": ["...", ...]}; flatten them to a sentence.
  function describeError(data) {
    if (!data) return "";
    if (typeof data === "string") return data;
    if (Array.isArray(data)) return data.map(describeError).filter(Boolean).join(" ");
    if (data.detail) return describeError(data.detail);
    if (data.q) return describeError(data.q);
    return Object.entries(data)
      .map(([field, value]) => `${field}: ${describeError(value)}`)
      .join(" ");
  }

  async function api(url, { method = "GET", body } = {}) {
    const headers = { Accept: "application/json" };
    if (body !== undefined) {
      headers["Content-Type"] = "application/json";
      headers["X-CSRFToken"] = config.csrfToken;
    }
    let response;
    try {
      response = await fetch(url, {
        method,
        headers,
        credentials: "same-origin",
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new ApiError(0, `Could not reach the server (${error.message}).`);
    }
    let data = null;
    const text = await response.text();
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        data = null;
      }
    }
    if (!response.ok) throw new ApiError(response.status, data);
    return data;
  }

  function deckUrl(pattern, id) {
    return pattern.replace("/0/", `/${id}/`);
  }

  // ---- the deck --------------------------------------------------------------------------

  function sectionOf(card) {
    return DECK_SECTIONS[card.deck] || null;
  }

  function rememberCard(card) {
    state.cards.set(card.id, { ...state.cards.get(card.id), ...card });
  }

  function cardsPayload() {
    return [...state.entries].map(([id, entry]) => ({
      card: id,
      count: entry.count,
      section: entry.section,
    }));
  }

  function unresolvedPayload() {
    return state.unresolved.map((line) => ({
      name: line.name,
      count: line.count,
      section: line.section || null,
      type: line.type || null,
    }));
  }

  // Unresolved lines count towards their section, as the validator counts them.
  function sectionTotal(section) {
    let total = 0;
    for (const entry of state.entries.values()) if (entry.section === section) total += entry.count;
    for (const line of state.unresolved) if (line.section === section) total += line.count;
    return total;
  }

  // Setup («Подготовка к игре»): at most three copies of a card, one of an Event, a Ring or a
  // Unique card. The "+" buttons show the limit and stop there; an imported list keeps what
  // it holds (validation names the excess).
  const SINGLE_COPY_TYPES = new Set(["Event", "Ring"]);

  function copyLimit(card) {
    return card.is_unique || SINGLE_COPY_TYPES.has(card.type) ? 1 : 3;
  }

  function plusButton(card, count, attrs, onclick) {
    const limit = copyLimit(card);
    const full = count >= limit;
    return el("button", {
      ...attrs,
      disabled: attrs.disabled || full,
      "data-limit": limit,
      title: full ? `The deck holds the most it may: ${limit} ${limit === 1 ? "copy" : "copies"}` : attrs.title,
      "aria-label": full ? `${card.title}: at the limit of ${limit}` : attrs["aria-label"],
      text: full ? `max ${limit}` : "+",
      onclick,
    });
  }

  function textToggle(card) {
    if (!card.text) return null;
    return el("button", {
      type: "button",
      class: "linklike show-text",
      "aria-expanded": "false",
      "aria-label": `Show the text of ${card.title}`,
      text: "text",
      onclick: (event) => {
        const button = event.currentTarget;
        const box = button.closest("li").querySelector(".card-text-box");
        const open = box.hidden;
        box.hidden = !open;
        button.setAttribute("aria-expanded", String(open));
      },
    });
  }

  function textBox(card) {
    return card.text ? el("span", { class: "card-text-box", hidden: true, text: card.text }) : null;
  }

  function addCard(card, count = 1, section = sectionOf(card), manual = true) {
    if (!section) return;
    rememberCard(card);
    const entry = state.entries.get(card.id) || { count: 0, section };
    const most = manual ? Math.max(copyLimit(card), entry.count) : MAX_COPIES;
    entry.count = Math.min(most, entry.count + count);
    state.entries.set(card.id, entry);
    changed();
  }

  function setCount(id, count) {
    if (count <= 0) state.entries.delete(id);
    else state.entries.get(id).count = Math.min(MAX_COPIES, count);
    changed();
  }

  function snapshot() {
    return {
      name: state.name,
      description: state.description,
      format: state.format,
      entries: [...state.entries].map(([id, entry]) => [id, entry.count, entry.section]),
      unresolved: state.unresolved.map((line) => ({ ...line })),
      cards: [...state.cards.values()].filter((card) => state.entries.has(card.id)),
    };
  }

  function restore(saved) {
    state.name = saved.name || "";
    state.description = saved.description || "";
    if (config.formats.some((spec) => spec.slug === saved.format)) state.format = saved.format;
    state.entries = new Map();
    for (const card of saved.cards || []) rememberCard(card);
    for (const [id, count, section] of saved.entries || []) {
      if (Number.isInteger(id) && count > 0 && SECTIONS.includes(section)) {
        state.entries.set(id, { count, section });
      }
    }
    state.unresolved = (saved.unresolved || [])
      .filter((line) => line && line.name && line.count > 0)
      .map((line) => ({
        name: line.name,
        count: line.count,
        section: line.section || null,
        type: line.type || null,
        suggestions: line.suggestions || [],
      }));
    fillMeta();
  }

  function fillMeta() {
    $("#deck-name").value = state.name;
    $("#deck-description").value = state.description;
    $("#deck-format").value = state.format;
  }

  function markUnsaved() {
    if (state.saved && state.id) setStatus("Unsaved changes: Save to keep them.");
    state.saved = false;
  }

  function changed() {
    markUnsaved();
    saveDraft();
    renderDeck();
    refresh();
  }

  // ---- drafts in the browser -------------------------------------------------------------

  function draftKey() {
    return DRAFT_PREFIX + (state.id || "new");
  }

  function saveDraft() {
    try {
      localStorage.setItem(draftKey(), JSON.stringify({ ...snapshot(), base: state.updated }));
    } catch {
      // Storage full or disabled: the deck is still on the page.
    }
  }

  function loadDraft() {
    try {
      return JSON.parse(localStorage.getItem(draftKey()) || "null");
    } catch {
      return null;
    }
  }

  function dropDraft() {
    try {
      localStorage.removeItem(draftKey());
    } catch {
      // Nothing to drop.
    }
  }

  function hasContent(draft) {
    return Boolean(draft && ((draft.entries || []).length || (draft.unresolved || []).length));
  }

  // A copy of a saved deck opens as the draft of a new deck; the draft it replaces is set
  // aside in the browser, and one click swaps the two.
  const SET_ASIDE_KEY = `${DRAFT_PREFIX}set-aside`;

  function loadSetAside() {
    try {
      return JSON.parse(localStorage.getItem(SET_ASIDE_KEY) || "null");
    } catch {
      return null;
    }
  }

  function setAside(draft) {
    try {
      localStorage.setItem(SET_ASIDE_KEY, JSON.stringify(draft));
      return true;
    } catch {
      return false;
    }
  }

  function swapButton(text) {
    return el("button", { type: "button", class: "linklike", text, onclick: swapSetAside });
  }

  function swapSetAside() {
    const other = loadSetAside();
    const current = snapshot();
    if (!hasContent(other) || !setAside(current)) return;
    restore(other);
    changed();
    if (hasContent(current)) {
      setStatus("Switched decks; the other one is set aside in this browser: ", swapButton("Switch back"), ".");
    } else {
      setStatus("Switched to the deck that was set aside.");
    }
  }

  function openCopy(copy) {
    const earlier = loadDraft();
    const keptEarlier = hasContent(earlier) && setAside(earlier);
    restore(copy);
    state.saved = false;
    saveDraft();
    history.replaceState(null, "", config.urls.builder);
    const status = [
      `Opened a copy of “${copy.copyOf.name}” as a new deck`,
      config.authenticated ? ": Save to keep it in your decks. " : ". ",
    ];
    if (keptEarlier) {
      status.push("The deck you were building before is set aside: ", swapButton("Switch to it"), ". ");
    }
    return status;
  }

  // ---- rendering the deck ----------------------------------------------------------------

  function isSet(value) {
    return value !== null && value !== undefined;
  }

  function cardMeta(card) {
    const bits = [];
    if (isSet(card.gold_cost)) bits.push(`${card.gold_cost}g`);
    if (card.type === "Personality" && isSet(card.force)) bits.push(`${card.force}F/${card.chi ?? "–"}C`);
    const produces = card.produces ?? card.gold_production;
    if (card.type === "Holding" && isSet(produces)) bits.push(`+${produces}g`);
    if (card.deck === "Fate" && isSet(card.focus)) bits.push(`focus ${card.focus}`);
    return bits.join(" · ");
  }

  function flaggedCards() {
    const flagged = new Set();
    for (const problem of state.report?.errors || []) {
      for (const ref of problem.cards || []) if (Number.isInteger(ref.id)) flagged.add(ref.id);
    }
    return flagged;
  }

  function cardLink(card) {
    if (!card.url) return el("span", { text: card.title });
    return el("a", { href: card.url, target: "_blank", rel: "noopener", title: card.text || null }, card.title);
  }

  function entryRow(id, entry, flagged) {
    const card = state.cards.get(id) || { id, title: `Card #${id}`, type: "" };
    return el(
      "li",
      { class: flagged.has(id) ? "entry flagged" : "entry", "data-card": id },
      el("button", {
        type: "button",
        class: "step dec",
        "aria-label": `Remove one ${card.title}`,
        text: "−",
        onclick: () => setCount(id, entry.count - 1),
      }),
      el("span", { class: "entry-count", text: entry.count }),
      plusButton(card, entry.count, { type: "button", class: "step inc", "aria-label": `Add one ${card.title}`, title: `Add one (at most ${copyLimit(card)})` }, () =>
        setCount(id, entry.count + 1),
      ),
      el(
        "span",
        { class: "entry-main" },
        el("span", { class: "entry-title" }, cardLink(card), card.is_unique ? el("span", { class: "unique", title: "Unique", text: " ◆" }) : null, " ", textToggle(card)),
        el("span", { class: "entry-meta", text: cardMeta(card) }),
        textBox(card),
      ),
    );
  }

  function renderSection(section, flagged) {
    const box = $(`.deck-section[data-section="${section}"]`);
    const groups = new Map();
    for (const [id, entry] of state.entries) {
      if (entry.section !== section) continue;
      const type = state.cards.get(id)?.type || "";
      if (!groups.has(type)) groups.set(type, []);
      groups.get(type).push([id, entry]);
    }
    const title = (id) => state.cards.get(id)?.title || "";
    const blocks = [...groups.keys()].sort(byType).map((type) => {
      const rows = groups.get(type).sort(([a], [b]) => byLowerName(title(a), title(b)));
      const count = rows.reduce((sum, [, entry]) => sum + entry.count, 0);
      return el(
        "div",
        { class: "type-group", "data-type": type },
        el("h4", {}, `${type ? typeLabel(type, count) : "Cards"} `, el("span", { class: "type-count", text: `(${count})` })),
        el("ul", { class: "entries" }, rows.map(([id, entry]) => entryRow(id, entry, flagged))),
      );
    });
    if (!blocks.length) {
      blocks.push(el("p", { class: "section-empty", text: section === "pregame" ? "No Stronghold yet." : "No cards yet." }));
    }
    $(".section-body", box).replaceChildren(...blocks);
    const total = sectionTotal(section);
    const count = $(".section-count", box);
    count.textContent = section === "pregame" ? total : `${total} / ${MIN_DECK}`;
    count.classList.toggle("short", section !== "pregame" && total < MIN_DECK);
  }

  // The closest cards the import found; else those the last validation named.
  function suggestionsFor(line) {
    if (line.suggestions?.length) return line.suggestions;
    const problem = (state.report?.errors || []).find(
      (p) => p.code === "unknown_card" && (p.cards || []).some((ref) => ref.title === line.name),
    );
    return problem?.suggestions || [];
  }

  async function resolveLine(index, suggestion) {
    const line = state.unresolved[index];
    let card = state.cards.get(suggestion.id);
    if (!card?.deck) {
      try {
        const data = await api(config.urls.stats, { method: "POST", body: { cards: [{ card: suggestion.id, count: 1 }] } });
        card = data.cards[String(suggestion.id)];
      } catch (error) {
        setStatus(el("span", { class: "error", text: `Could not add ${suggestion.title}: ${error.message}` }));
        return;
      }
    }
    if (state.unresolved[index] !== line) return;
    state.unresolved.splice(index, 1);
    addCard(card, line.count, line.section || sectionOf(card), false);
  }

  function renderUnresolved() {
    const box = $("#unresolved");
    box.hidden = !state.unresolved.length;
    $("#unresolved-list").replaceChildren(
      ...state.unresolved.map((line, index) => {
        const suggestions = suggestionsFor(line).slice(0, 3);
        return el(
          "li",
          { class: "unresolved-line" },
          el("span", { class: "unresolved-name" }, `${line.count} × ${line.name}`, line.section ? ` (${SECTION_LABELS[line.section]})` : ""),
          suggestions.length ? el("span", { class: "muted", text: " Did you mean " }) : null,
          suggestions.map((suggestion) =>
            el("button", {
              type: "button",
              class: "suggestion",
              "aria-label": `Use ${suggestion.title} for ${line.name}`,
              text: suggestion.title,
              onclick: () => resolveLine(index, suggestion),
            }),
          ),
          el("button", {
            type: "button",
            class: "linklike drop-line",
            "aria-label": `Drop the line ${line.name}`,
            text: "drop",
            onclick: () => {
              state.unresolved.splice(index, 1);
              changed();
            },
          }),
        );
      }),
    );
  }

  function renderDeck() {
    const flagged = flaggedCards();
    for (const section of SECTIONS) renderSection(section, flagged);
    renderUnresolved();
    $("#deck-counts").textContent = SECTIONS.map((section) => `${SECTION_LABELS[section]} ${sectionTotal(section)}`).join(" · ");
    markSearchResults();
    renderOddsChoices();
  }

  // ---- validation and statistics from the server ----------------------------------------

  let refreshSeq = 0;

  const refresh = debounce(async () => {
    const seq = ++refreshSeq;
    const cards = cardsPayload();
    const [report, stats] = await Promise.allSettled([
      api(config.urls.validate, {
        method: "POST",
        body: { format: state.format, cards, unresolved: unresolvedPayload() },
      }),
      api(config.urls.stats, { method: "POST", body: { cards } }),
    ]);
    if (seq !== refreshSeq) return;
    if (stats.status === "fulfilled") {
      for (const card of Object.values(stats.value.cards)) rememberCard(card);
      $("#stats").innerHTML = stats.value.html;
      if (stats.value.unknown.length) {
        keepMissingCards(stats.value.unknown);
        return;
      }
    }
    state.report = report.status === "fulfilled" ? report.value : null;
    renderValidation(report.status === "rejected" ? report.reason : null);
    renderDeck();
  }, 250);

  // Cards a stored draft names that the pool no longer has become lines that name no card,
  // so nothing of the deck is lost and the validator can suggest what they were.
  function keepMissingCards(ids) {
    for (const id of ids) {
      const entry = state.entries.get(id);
      if (!entry) continue;
      const title = state.cards.get(id)?.title || `Card #${id}`;
      state.unresolved.push({ name: title, count: entry.count, section: entry.section, type: state.cards.get(id)?.type || null });
      state.entries.delete(id);
    }
    changed();
  }

  function formatName(slug) {
    return config.formats.find((spec) => spec.slug === slug)?.name || slug;
  }

  function renderValidation(error) {
    const box = $("#validation");
    if (error) {
      box.replaceChildren(el("p", { class: "problem error" }, `Could not check the deck: ${error.message}`));
      return;
    }
    const report = state.report;
    const errors = report.errors || [];
    const warnings = report.warnings || [];
    const parts = [
      report.valid
        ? el("p", { class: "verdict valid" }, `Legal in ${formatName(state.format)}.`)
        : el("p", { class: "verdict invalid" }, `Not legal in ${formatName(state.format)}: ${errors.length} ${plural("problem", errors.length)}.`),
    ];
    const item = (kind) => (problem) => el("li", { class: `problem ${kind}`, "data-code": problem.code || "" }, problem.message);
    if (errors.length) parts.push(el("ul", { class: "problems errors" }, errors.map(item("error"))));
    if (warnings.length) parts.push(el("ul", { class: "problems warnings" }, warnings.map(item("warning"))));
    box.replaceChildren(...parts);
  }

  // ---- card search -----------------------------------------------------------------------

  let searchSeq = 0;
  let searchNext = null;

  // /api/cards/ lists clans by slug ("crab", "the-spider"): show them as words.
  function clanName(slug) {
    return slug.replace(/-/g, " ").replace(/\b\w/g, (letter) => letter.toUpperCase());
  }

  function summaryFromResult(result) {
    return {
      id: result.id,
      title: result.extended_title || result.title,
      type: result.type,
      deck: result.deck,
      clans: (result.clans || []).map(clanName),
      gold_cost: result.gold_cost ?? null,
      focus: result.focus ?? null,
      force: result.force ?? null,
      chi: result.chi ?? null,
      gold_production: result.gold_production ?? null,
      is_unique: Boolean(result.is_unique),
      text: result.text_plain || "",
      url: result.page_url || null,
    };
  }

  function resultPlus(card) {
    const section = sectionOf(card);
    return plusButton(
      card,
      state.entries.get(card.id)?.count || 0,
      {
        type: "button",
        class: "add",
        "aria-label": `Add ${card.title}`,
        title: section ? `Add to ${SECTION_LABELS[section]} (at most ${copyLimit(card)})` : "Not a deck card",
        disabled: !section,
      },
      () => addCard(card),
    );
  }

  const resultCards = new WeakMap();

  function resultRow(card) {
    const meta = [card.type, card.clans.join("/"), cardMeta(card)].filter(Boolean).join(" · ");
    const row = el(
      "li",
      { class: "result", "data-card": card.id },
      resultPlus(card),
      el("span", { class: "result-title" }, cardLink(card), " ", textToggle(card)),
      el("span", { class: "in-deck" }),
      el("span", { class: "result-meta", text: meta }),
      textBox(card),
    );
    resultCards.set(row, card);
    return row;
  }

  function markSearchResults() {
    for (const row of document.querySelectorAll("#search-results .result")) {
      const entry = state.entries.get(Number(row.dataset.card));
      $(".in-deck", row).textContent = entry ? `×${entry.count}` : "";
      row.classList.toggle("in", Boolean(entry));
      const card = resultCards.get(row);
      if (card) $(".add", row).replaceWith(resultPlus(card));
    }
  }

  function searchUrl(query) {
    const params = new URLSearchParams({ q: query });
    if ($("#search-legal").checked) params.set("format", state.format);
    return `${config.urls.cards}?${params}`;
  }

  async function runSearch(url, append = false) {
    const query = $("#card-search").value.trim();
    const status = $("#search-status");
    const list = $("#search-results");
    const seq = ++searchSeq;
    if (!query) {
      list.replaceChildren();
      status.textContent = "";
      $("#search-more").hidden = true;
      return;
    }
    status.textContent = "Searching…";
    let data;
    try {
      data = await api(url || searchUrl(query));
    } catch (error) {
      if (seq !== searchSeq) return;
      status.textContent = error.message;
      status.classList.add("error");
      list.replaceChildren();
      $("#search-more").hidden = true;
      return;
    }
    if (seq !== searchSeq) return;
    status.classList.remove("error");
    const results = (data.results || []).map(summaryFromResult);
    for (const card of results) if (!state.cards.has(card.id)) state.cards.set(card.id, card);
    const rows = results.map(resultRow);
    if (append) list.append(...rows);
    else list.replaceChildren(...rows);
    const shown = list.children.length;
    const total = data.count ?? shown;
    status.textContent = total ? `${total} ${plural("card", total)}${shown < total ? `, showing ${shown}` : ""}` : "No cards match.";
    searchNext = data.next || null;
    $("#search-more").hidden = !searchNext;
    markSearchResults();
  }

  // ---- sample hand and odds --------------------------------------------------------------

  function shuffled(cards) {
    const deck = [...cards];
    const random = new Uint32Array(1);
    for (let i = deck.length - 1; i > 0; i--) {
      crypto.getRandomValues(random);
      const j = random[0] % (i + 1);
      [deck[i], deck[j]] = [deck[j], deck[i]];
    }
    return deck;
  }

  function expanded(section) {
    const cards = [];
    for (const [id, entry] of state.entries) {
      if (entry.section !== section) continue;
      for (let i = 0; i < entry.count; i++) cards.push(id);
    }
    return cards;
  }

  function sampleCard(id) {
    const card = state.cards.get(id) || { title: `Card #${id}`, type: "" };
    return el(
      "li",
      { class: "sample-card", "data-type": card.type },
      el("span", { class: "sample-title", text: card.title }),
      el("span", { class: "sample-meta", text: [card.type, cardMeta(card)].filter(Boolean).join(" · ") }),
    );
  }

  function deal() {
    const provinces = shuffled(expanded("dynasty")).slice(0, config.odds.provinces);
    const hand = shuffled(expanded("fate")).slice(0, config.odds.openingHand);
    $("#sample-provinces").replaceChildren(...provinces.map(sampleCard));
    $("#sample-hand").replaceChildren(...hand.map(sampleCard));
    $("#sample").hidden = false;
    $("#deal").textContent = "Redraw";
    const short = [];
    if (provinces.length < config.odds.provinces) short.push(`the Dynasty deck has ${provinces.length} ${plural("card", provinces.length)}`);
    if (hand.length < config.odds.openingHand) short.push(`the Fate deck has ${hand.length} ${plural("card", hand.length)}`);
    $("#sample-note").textContent = short.length ? `Short deal: ${short.join(" and ")}.` : "";
  }

  function renderOddsChoices() {
    const select = $("#odds-card");
    const current = select.value;
    const options = [el("option", { value: "", text: "Choose a card in the deck" })];
    const title = (id) => state.cards.get(id)?.title || `Card #${id}`;
    for (const section of ["dynasty", "fate"]) {
      const ids = [...state.entries].filter(([, entry]) => entry.section === section).map(([id]) => id);
      if (!ids.length) continue;
      ids.sort((a, b) => byLowerName(title(a), title(b)));
      options.push(
        el(
          "optgroup",
          { label: SECTION_LABELS[section] },
          ids.map((id) => el("option", { value: id, text: `${title(id)} (×${state.entries.get(id).count})` })),
        ),
      );
    }
    select.replaceChildren(...options);
    select.value = state.entries.has(Number(current)) ? current : "";
    updateOdds();
  }

  let oddsSeq = 0;

  const updateOdds = debounce(async () => {
    const entry = state.entries.get(Number($("#odds-card").value));
    const table = $("#odds-table");
    const note = $("#odds-assumptions");
    const seq = ++oddsSeq;
    if (!entry || entry.section === "pregame") {
      table.hidden = true;
      note.textContent = "";
      return;
    }
    const params = new URLSearchParams({
      deck: entry.section,
      size: sectionTotal(entry.section),
      copies: entry.count,
      wanted: $("#odds-wanted").value || 1,
      per_turn: $("#odds-per-turn").value || 0,
    });
    try {
      const data = await api(`${config.urls.odds}?${params}`);
      if (seq !== oddsSeq) return;
      $("tbody", table).replaceChildren(
        ...data.rows.map((row) =>
          el("tr", {}, el("td", { text: row.turn }), el("td", { text: row.seen }), el("td", { text: `${(row.probability * 100).toFixed(1)}%` })),
        ),
      );
      table.hidden = false;
      note.textContent = `Assumes: ${data.assumptions}`;
    } catch (error) {
      if (seq !== oddsSeq) return;
      table.hidden = true;
      note.textContent = error.message;
    }
  }, 150);

  // ---- import ----------------------------------------------------------------------------

  async function importText() {
    const text = $("#import-text").value;
    const box = $("#import-result");
    if (!text.trim()) {
      box.replaceChildren(el("p", { class: "problem error", text: "Paste a deck list first." }));
      return;
    }
    box.replaceChildren(el("p", { text: "Reading the list…" }));
    let report;
    try {
      // No format: the list's own Format/Legality header wins, else the one chosen here.
      report = await api(config.urls.validate, { method: "POST", body: { text } });
    } catch (error) {
      box.replaceChildren(el("p", { class: "problem error", text: `Could not read the list: ${error.message}` }));
      return;
    }
    const cards = (report.cards || []).filter((row) => Number.isInteger(row.card) && row.count > 0);
    const unknown = report.unresolved || [];
    if (!cards.length) {
      box.replaceChildren(
        ...[
          el("p", { class: "problem error", text: "No line of the list names a card in the pool; the deck is unchanged." }),
          unknownList(unknown),
        ].filter(Boolean),
      );
      return;
    }
    undoSnapshot = snapshot();
    state.entries = new Map();
    for (const row of cards) {
      if (!state.cards.has(row.card)) state.cards.set(row.card, { id: row.card, title: row.title, type: row.type });
      const entry = state.entries.get(row.card) || { count: 0, section: row.section };
      entry.count += row.count;
      state.entries.set(row.card, entry);
    }
    state.unresolved = unknown.map((line) => ({
      name: line.name,
      count: line.count,
      section: line.section,
      type: line.type,
      suggestions: line.suggestions || [],
    }));
    if (report.name && !state.name) state.name = report.name;
    const declared = /^\s*(format|legality)\s*:/im.test(text) && config.formats.some((spec) => spec.slug === report.format);
    if (declared) state.format = report.format;
    fillMeta();
    const total = cards.reduce((sum, row) => sum + row.count, 0);
    box.replaceChildren(
      ...[
        el(
          "p",
          { class: "import-done" },
          `Imported ${total} ${plural("card", total)}${declared ? ` (format ${formatName(state.format)}, as the list says)` : ""}. `,
          el("button", { type: "button", class: "linklike", text: "Undo", onclick: undoImport }),
        ),
        unknownList(unknown),
      ].filter(Boolean),
    );
    changed();
  }

  function unknownList(unknown) {
    if (!unknown.length) return null;
    return el(
      "div",
      { class: "import-unknown" },
      el("p", { text: `${unknown.length} ${unknown.length === 1 ? "line names" : "lines name"} no card in the pool (kept in the deck until you fix or drop them):` }),
      el(
        "ul",
        { class: "problems unknown-lines" },
        unknown.map((line) =>
          el(
            "li",
            { class: "problem error" },
            `${line.line ? `Line ${line.line}: ` : ""}${line.count} × ${line.name}.`,
            line.suggestions?.length
              ? el("span", { class: "suggestions", text: ` Closest: ${line.suggestions.map((card) => card.title).join(", ")}.` })
              : null,
          ),
        ),
      ),
    );
  }

  function undoImport() {
    if (!undoSnapshot) return;
    restore(undoSnapshot);
    undoSnapshot = null;
    $("#import-result").replaceChildren(el("p", { text: "Import undone." }));
    changed();
  }

  // ---- export ----------------------------------------------------------------------------

  // The l5rdb text format as the server's writer (decks/lists/writers.py, write_text) writes
  // it: the same headers, type order and line shapes, so a saved deck exports the same text.
  function deckText() {
    const out = ["# l5rdb deck list"];
    if (state.name) out.push(`Name: ${state.name}`);
    out.push(`Format: ${state.format}`);
    const description = state.description.replace(/(\r\n|\r|\n)$/, "");
    if (description) for (const line of description.split(/\r\n|\r|\n/)) out.push(`Description: ${line}`);
    for (const line of state.unresolved) if (!line.section) out.push(`${line.count} ${line.name}`);
    const groups = (section) => {
      const types = new Map();
      const put = (type, item) => {
        if (!types.has(type)) types.set(type, []);
        types.get(type).push(item);
      };
      for (const [id, entry] of state.entries) {
        if (entry.section !== section) continue;
        const card = state.cards.get(id) || { title: `Card #${id}`, type: "" };
        put(card.type || null, [entry.count, card.title]);
      }
      for (const line of state.unresolved) if (line.section === section) put(line.type || null, [line.count, line.name]);
      return [...types.keys()].sort(byType).map((type) => [type, types.get(type).sort(([, a], [, b]) => byLowerName(a, b))]);
    };
    const pregameRest = [];
    for (const [type, items] of groups("pregame")) {
      for (const [count, name] of items) {
        if (PREGAME_TYPES.includes(type)) out.push(count === 1 ? `${type}: ${name}` : `${type}: ${count} ${name}`);
        else pregameRest.push(`${count} ${name}`);
      }
    }
    if (pregameRest.length) out.push("", "Pre-Game:", ...pregameRest);
    for (const section of ["dynasty", "fate"]) {
      out.push("", `${SECTION_LABELS[section]}:`);
      for (const [type, items] of groups(section)) {
        const total = items.reduce((sum, [count]) => sum + count, 0);
        out.push(`# ${config.typeHeaders[type] || type || "Unknown"} (${total})`);
        for (const [count, name] of items) out.push(`${count} ${name}`);
      }
    }
    return `${out.join("\n")}\n`;
  }

  let downloadUrl = null;

  function exportText() {
    const text = deckText();
    $("#export-output").value = text;
    if (downloadUrl) URL.revokeObjectURL(downloadUrl);
    downloadUrl = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const link = $("#export-download");
    link.href = downloadUrl;
    link.download = `${(state.name || "deck").replace(/[^\w.-]+/g, "_")}.txt`;
    $("#export-box").hidden = false;
  }

  function updateSavedLinks() {
    const links = $("#export-links");
    links.hidden = !state.id;
    $("#print-link").hidden = !state.id;
    if (!state.id) return;
    for (const link of links.querySelectorAll("a[data-export]")) {
      link.href = `${deckUrl(config.urls.export, state.id)}?as=${link.dataset.export}`;
    }
    $("#print-link").href = deckUrl(config.urls.print, state.id);
  }

  // ---- saving ----------------------------------------------------------------------------

  function setStatus(...parts) {
    $("#save-status").replaceChildren(...parts);
  }

  async function save() {
    if (!config.authenticated) {
      saveDraft();
      setStatus("Kept in this browser. ", el("a", { href: config.loginUrl, text: "Log in to save" }), " it to your account.");
      return;
    }
    const payload = {
      name: state.name.trim() || "Untitled deck",
      description: state.description,
      format: state.format,
      cards: cardsPayload(),
      unresolved: unresolvedPayload(),
    };
    setStatus("Saving…");
    let data;
    try {
      data = state.id
        ? await api(deckUrl(config.urls.deck, state.id), { method: "PUT", body: payload })
        : await api(config.urls.decks, { method: "POST", body: payload });
    } catch (error) {
      setStatus(el("span", { class: "error", text: `Not saved: ${error.message} Your changes are still here.` }));
      return;
    }
    dropDraft();
    const wasNew = !state.id;
    state.id = data.id;
    state.updated = data.updated || null;
    state.name = payload.name;
    state.saved = true;
    fillMeta();
    if (wasNew) history.replaceState(null, "", deckUrl(config.urls.edit, state.id));
    updateSavedLinks();
    setStatus("Saved. ", el("a", { href: deckUrl(config.urls.detail, state.id), text: "View the deck" }));
  }

  function clearDeck() {
    if (!state.entries.size && !state.unresolved.length) return;
    undoSnapshot = snapshot();
    state.entries = new Map();
    state.unresolved = [];
    changed();
    setStatus(
      "Deck cleared. ",
      el("button", {
        type: "button",
        class: "linklike",
        text: "Undo",
        onclick: () => {
          restore(undoSnapshot);
          undoSnapshot = null;
          setStatus("");
          changed();
        },
      }),
    );
  }

  // ---- start -----------------------------------------------------------------------------

  // The browser's draft of this deck, if it has one made from the version on the page.
  function restoreDraft(deck) {
    const draft = loadDraft();
    if (!hasContent(draft) || (deck && draft.base !== deck.updated)) {
      fillMeta();
      return [];
    }
    restore(draft);
    state.saved = !deck;
    return [
      deck ? "Restored your unsaved changes. " : "Restored the deck you were building. ",
      el("button", {
        type: "button",
        class: "linklike",
        text: deck ? "Discard them" : "Start a new deck",
        onclick: () => {
          dropDraft();
          window.location.reload();
        },
      }),
      " ",
    ];
  }

  function start() {
    const deck = config.deck;
    const status = [];
    if (deck?.copyOf) {
      status.push(...openCopy(deck));
    } else {
      if (deck) {
        state.id = deck.id;
        state.updated = deck.updated;
        restore(deck);
      }
      status.push(...restoreDraft(deck));
      if (!deck && hasContent(loadSetAside())) {
        status.push("Another deck is set aside in this browser: ", swapButton("Switch to it"), ". ");
      }
    }
    if (!config.authenticated) {
      status.push(
        "Not logged in: the deck is kept in this browser. ",
        el("a", { href: config.loginUrl, text: "Log in to save" }),
        " it to your account.",
      );
    }
    setStatus(...status);

    const edited = (field) => (event) => {
      state[field] = event.target.value;
      markUnsaved();
      saveDraft();
    };
    $("#deck-name").addEventListener("input", edited("name"));
    $("#deck-description").addEventListener("input", edited("description"));
    $("#deck-format").addEventListener("change", (event) => {
      state.format = event.target.value;
      changed();
      if ($("#search-legal").checked) runSearch();
    });
    $("#card-search").addEventListener("input", debounce(() => runSearch(), 300));
    $("#search-form").addEventListener("submit", (event) => {
      event.preventDefault();
      runSearch();
    });
    $("#search-legal").addEventListener("change", () => runSearch());
    $("#search-more").addEventListener("click", () => searchNext && runSearch(searchNext, true));
    $("#save-deck").addEventListener("click", save);
    $("#clear-deck").addEventListener("click", clearDeck);
    $("#deal").addEventListener("click", deal);
    $("#odds-card").addEventListener("change", updateOdds);
    $("#odds-wanted").addEventListener("input", updateOdds);
    $("#odds-per-turn").addEventListener("input", updateOdds);
    $("#import-button").addEventListener("click", importText);
    $("#export-text").addEventListener("click", exportText);
    window.addEventListener("beforeunload", (event) => {
      if (state.id && !state.saved) event.preventDefault();
    });

    updateSavedLinks();
    renderDeck();
    refresh();
  }

  start();
})();
