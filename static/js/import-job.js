// An import job's admin page: poll the job's status every second while it is queued or
// running, move the progress bar, and reload the page (which then shows the report) once the
// job has finished.
(function () {
  "use strict";
  const root = document.getElementById("import-job");
  if (!root || root.dataset.finished === "true") {
    return;
  }
  const part = (role) => root.querySelector(`[data-role="${role}"]`);
  const state = part("state");
  const badge = part("badge");
  const figures = part("figures");
  const bar = part("bar");
  const fill = part("fill");
  const message = part("message");

  function render(status) {
    state.className = `job-state job-${status.stage}`;
    badge.textContent = status.stage;
    figures.textContent = status.figures;
    bar.setAttribute("aria-valuenow", String(status.percent));
    fill.style.width = `${status.percent}%`;
    message.textContent = status.message;
  }

  async function poll() {
    try {
      const response = await fetch(root.dataset.statusUrl, {
        headers: { Accept: "application/json" },
        credentials: "same-origin",
      });
      if (!response.ok) {
        throw new Error(`the server answered ${response.status}`);
      }
      const status = await response.json();
      if (status.finished) {
        window.location.reload();
        return;
      }
      render(status);
    } catch (error) {
      message.textContent = `Could not get the job's progress (${error.message}); trying again…`;
    }
    window.setTimeout(poll, 1000);
  }

  window.setTimeout(poll, 1000);
})();
