// The playtest table, made smoother. Without this file every button is a plain form that
// posts and comes back with a redirect; with it the same forms post in the background and
// the server's fresh table (#table) is swapped in, keeping open panels and the scroll
// position. Cards show their text on hover (mouse) or tap (touch), with the card's manual
// operations under it; the manual builder shows only the fields its operation needs.
"use strict";

(() => {
  const $ = (selector, root = document) => root.querySelector(selector);
  const $$ = (selector, root = document) => Array.from(root.querySelectorAll(selector));
  const coarse = window.matchMedia("(hover: none), (pointer: coarse)");
  let busy = false;
  let pop = null;
  let hoverTimer = null;

  // ---- posting forms in the background --------------------------------------------------

  function openPanels(root) {
    return $$("details[open]", root).map(detailsKey);
  }

  function detailsKey(details) {
    if (details.dataset.iid) return `card:${details.dataset.iid}`;
    return details.className;
  }

  function swapTable(html) {
    const table = $("#table");
    const open = openPanels(table);
    const focusedName = document.activeElement && document.activeElement.name;
    const holder = document.createElement("div");
    holder.innerHTML = html.trim();
    const fresh = $("#table", holder) || holder.firstElementChild;
    if (!fresh) throw new Error("the server sent no table");
    for (const details of $$("details", fresh)) {
      if (open.includes(detailsKey(details))) details.open = true;
    }
    closePop();
    table.replaceWith(fresh);
    enhance(fresh);
    const error = $(".pt-error", fresh);
    if (error) {
      error.scrollIntoView({ block: "nearest" });
    } else if (focusedName === "action") {
      const text = $("#pt-action-text", fresh);
      if (text) text.focus();
    }
  }

  async function post(form, submitter) {
    if (busy) return;
    busy = true;
    const table = $("#table");
    table.classList.add("is-busy");
    table.setAttribute("aria-busy", "true");
    try {
      // form.action would be the button named "action", not the attribute.
      const response = await fetch(form.getAttribute("action"), {
        method: "POST",
        body: new FormData(form, submitter),
        headers: { "X-Requested-With": "fetch" },
        credentials: "same-origin",
      });
      if (response.status === 403) {
        showError("Only the player who started this game can act on it.");
        return;
      }
      if (response.status === 409) {
        window.location.reload();
        return;
      }
      const type = response.headers.get("Content-Type") || "";
      if (!type.includes("text/html")) throw new Error(`the server answered ${response.status}`);
      swapTable(await response.text());
    } catch (error) {
      showError(`Could not reach the table (${error.message}). Nothing was changed; try again.`);
    } finally {
      busy = false;
      const current = $("#table");
      current.classList.remove("is-busy");
      current.removeAttribute("aria-busy");
    }
  }

  function showError(message) {
    const table = $("#table");
    let box = $(".pt-error", table);
    if (!box) {
      box = document.createElement("p");
      box.className = "pt-error";
      box.setAttribute("role", "alert");
      $(".pt-status", table).after(box);
    }
    box.textContent = message;
  }

  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (form.dataset.confirm && !window.confirm(form.dataset.confirm)) {
      event.preventDefault();
      return;
    }
    if (!("tableForm" in form.dataset)) return;
    event.preventDefault();
    post(form, event.submitter);
  });

  // ---- the manual builder shows the fields its operation needs --------------------------

  function showBuilderFields(builder) {
    const select = $("select[name=op]", builder);
    const option = select.selectedOptions[0];
    const needs = option && option.dataset.needs ? option.dataset.needs.split(" ") : [];
    for (const label of $$("[data-field]", builder)) {
      label.hidden = !needs.includes(label.dataset.field);
    }
  }

  // ---- card text on hover or tap -------------------------------------------------------

  function closePop() {
    clearTimeout(hoverTimer);
    if (pop) {
      pop.remove();
      pop = null;
    }
  }

  function cardOps(iid) {
    const source = $(`.pt-card-ops[data-iid="${CSS.escape(iid)}"]`);
    if (!source) return null;
    const original = source.closest("form");
    const form = document.createElement("form");
    form.method = "post";
    form.setAttribute("action", original.getAttribute("action"));
    form.dataset.tableForm = "";
    for (const input of $$("input[type=hidden]", original)) form.append(input.cloneNode());
    form.append($(".pt-buttons", source).cloneNode(true));
    return form;
  }

  function openPop(chip, sticky) {
    const text = $(`.pt-text[data-key="${CSS.escape(chip.dataset.key)}"]`);
    if (!text) return;
    closePop();
    pop = document.createElement("div");
    pop.className = "pt-pop";
    pop.setAttribute("role", "dialog");
    pop.setAttribute("aria-label", $(".pt-text-title", text).textContent.trim());
    if (sticky) {
      const close = document.createElement("button");
      close.type = "button";
      close.className = "pt-pop-close";
      close.setAttribute("aria-label", "Close");
      close.textContent = "×";
      close.addEventListener("click", closePop);
      pop.append(close);
    }
    pop.append(...Array.from(text.cloneNode(true).childNodes));
    if (sticky && chip.dataset.iid) {
      const ops = cardOps(chip.dataset.iid);
      if (ops) pop.append(ops);
    }
    pop.dataset.sticky = sticky ? "1" : "";
    document.body.append(pop);
    place(chip);
  }

  function place(chip) {
    const rect = chip.getBoundingClientRect();
    const width = pop.offsetWidth;
    const left = Math.max(8, Math.min(rect.left, document.documentElement.clientWidth - width - 8));
    let top = rect.bottom + 6;
    if (top + pop.offsetHeight > window.innerHeight && rect.top > pop.offsetHeight + 12) {
      top = rect.top - pop.offsetHeight - 6;
    }
    pop.style.left = `${left + window.scrollX}px`;
    pop.style.top = `${top + window.scrollY}px`;
  }

  document.addEventListener("click", (event) => {
    const name = event.target.closest(".tc[data-key] .tc-name");
    const plain = event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey;
    if (name && plain && (coarse.matches || name.closest(".tc").dataset.iid)) {
      // A tap (or a click on a card with manual operations) opens the card's text; its
      // page is one more tap away, from the title inside.
      const chip = name.closest(".tc");
      if (!chip.dataset.key) return;
      event.preventDefault();
      openPop(chip, true);
      return;
    }
    if (pop && !pop.contains(event.target)) closePop();
  });

  document.addEventListener("mouseover", (event) => {
    if (coarse.matches) return;
    const chip = event.target.closest(".tc[data-key]");
    if (!chip || !chip.dataset.key || (pop && pop.dataset.sticky)) return;
    clearTimeout(hoverTimer);
    hoverTimer = setTimeout(() => openPop(chip, false), 250);
  });

  document.addEventListener("mouseout", (event) => {
    const chip = event.target.closest(".tc[data-key]");
    if (!chip || chip.contains(event.relatedTarget)) return;
    clearTimeout(hoverTimer);
    if (pop && !pop.dataset.sticky) closePop();
  });

  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") closePop();
  });

  // ---- assigning units: click a unit, then the Province ----------------------------------
  // The assign buttons ("assign <unit> to <province>") stay the way without a pointer; a
  // click on a unit marks the Provinces it may go to, a click on one of them presses the
  // matching button.

  let selectedUnit = null;

  function assignButtons(root) {
    const out = new Map();
    for (const button of $$("button[data-action^='assign ']", root)) {
      const [, unit, , pid] = button.dataset.action.split(" ");
      if (!out.has(unit)) out.set(unit, new Map());
      out.get(unit).set(pid, button);
    }
    return out;
  }

  function targets(root) {
    return $$(".pt-province[data-pid], [data-battlefield]", root);
  }

  function selectUnit(root, unit) {
    const buttons = assignButtons(root);
    selectedUnit = unit && buttons.has(unit) ? unit : null;
    for (const li of $$(".pt-unit[data-unit]", root)) {
      li.classList.toggle("is-selected", li.dataset.unit === selectedUnit);
    }
    const chosen = selectedUnit ? buttons.get(selectedUnit) : new Map();
    for (const target of targets(root)) {
      const pid = target.dataset.pid || target.dataset.battlefield;
      target.classList.toggle("is-target", chosen.has(pid));
    }
    const hint = $(".pt-assign-hint", root);
    if (hint) {
      const li = selectedUnit && $(`.pt-unit[data-unit="${CSS.escape(selectedUnit)}"]`, root);
      const name = li ? $(".tc-name", li).textContent.trim() : "";
      hint.textContent = selectedUnit
        ? `Now click a highlighted Province to send ${name}'s unit there.`
        : "Click one of your units, then the Province to send it to.";
    }
  }

  function enhanceAssigning(root) {
    const buttons = assignButtons(root);
    if (!buttons.size) return;
    for (const li of $$(".pt-unit[data-unit]", root)) {
      if (buttons.has(li.dataset.unit)) li.classList.add("is-assignable");
    }
    const form = $(".pt-rule-actions", root);
    if (form && !$(".pt-assign-hint", root)) {
      const hint = document.createElement("p");
      hint.className = "pt-assign-hint";
      hint.setAttribute("role", "status");
      form.before(hint);
    }
    selectUnit(root, selectedUnit);
  }

  document.addEventListener("click", (event) => {
    const root = $("#table");
    if (!root || event.target.closest("button, a, .tc-name, summary, input, select")) return;
    const target = event.target.closest(".is-target");
    if (target && selectedUnit) {
      const pid = target.dataset.pid || target.dataset.battlefield;
      const button = assignButtons(root).get(selectedUnit)?.get(pid);
      selectedUnit = null;
      if (button) button.click();
      return;
    }
    const unit = event.target.closest(".pt-unit.is-assignable");
    if (unit) selectUnit(root, unit.dataset.unit === selectedUnit ? null : unit.dataset.unit);
  });

  // ---- choosing what pays: the proposed (cheapest) cards are ticked for each action ------

  function tickProposed(select) {
    const option = select.selectedOptions[0];
    const proposed = option ? option.dataset.pay.split(" ") : [];
    for (const box of $$("input[name=pay]", select.form)) box.checked = proposed.includes(box.value);
  }

  document.addEventListener("change", (event) => {
    if (event.target.matches(".pt-pay select[name=action]")) tickProposed(event.target);
  });

  // ---- per table ------------------------------------------------------------------------

  function enhance(root) {
    const builder = $(".pt-builder", root);
    if (builder) {
      showBuilderFields(builder);
      $("select[name=op]", builder).addEventListener("change", () => showBuilderFields(builder));
    }
    enhanceAssigning(root);
  }

  const table = $("#table");
  if (table) enhance(table);
})();
