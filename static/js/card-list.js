// Open beside the results where there is room: the filters from 900px, the facets from
// 1200px (their own column); on narrower screens each stays a one-line summary. A file, not
// an inline script: the card list is cached as HTML, so it can carry no per-request CSP nonce.
for (const [id, width] of [["filters", 900], ["facets", 1200]]) {
  const box = document.getElementById(id);
  if (box && window.matchMedia(`(min-width: ${width}px)`).matches) box.open = true;
}
