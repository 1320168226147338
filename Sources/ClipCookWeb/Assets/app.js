// ClipCook kitchen view: the few things a page needs a script for.
// Every page works without it; it adds following changes on disk, ticking
// shopping items without a reload; cook.js and offline.js do the rest.
(function () {
  "use strict";
  var body = document.body;

  // Follow changes made elsewhere: poll the cheap version endpoint and,
  // when it moves, fetch this page again and swap its main part. The
  // version shown is the body's attribute, which pages.js also moves when
  // it swaps in the answer to a form: the page's own change is not fetched
  // again, and what the cook is typing in another form is kept.
  var busy = false;
  function shown() { return body.getAttribute("data-generation"); }
  function refresh(onlyIfNewer) {
    return fetch(location.href, { credentials: "same-origin" }).then(function (r) { return r.text(); }).then(function (html) {
      var doc = new DOMParser().parseFromString(html, "text/html");
      var fresh = doc.getElementById("main");
      if (!fresh) return;
      var generation = doc.body.getAttribute("data-generation");
      if (onlyIfNewer && generation === shown()) return;
      if (body.classList.contains("page-cook")) {
        // cook.js keeps the step shown and the timers counting.
        document.dispatchEvent(new CustomEvent("clipcook:fresh", { detail: doc }));
      } else {
        document.getElementById("main").innerHTML = fresh.innerHTML;
      }
      if (generation) body.setAttribute("data-generation", generation);
    });
  }
  function poll() {
    if (busy) return;
    busy = true;
    fetch("/version", { credentials: "same-origin", cache: "no-store" }).then(function (r) { return r.text(); }).then(function (text) {
      if (text.trim() !== shown()) return refresh(true);
    }).catch(function () {}).then(function () { busy = false; });
  }
  if (body.getAttribute("data-live") === "1") setInterval(poll, 700);

  function say(text) {
    var box = document.getElementById("message");
    if (!box) return;
    box.textContent = text;
    box.hidden = !text;
  }

  // Shopping list: tick an item, add one or clear the checked ones with
  // fetch; the server's answer carries the list's new version.
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!form.matches("form.check, form.add, form.clear")) return;
    event.preventDefault();
    busy = true;
    fetch(form.action, {
      method: "POST", credentials: "same-origin",
      headers: { "Accept": "application/json", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(new FormData(form)).toString()
    }).then(function (r) { return r.json(); }).then(function (reply) {
      say(reply.ok ? "" : reply.message);
      if (reply.ok) return refresh();
    }).catch(function () {
      // No connection: a tick waits in offline.js's queue, sent when the server answers again.
      if (form.matches("form.check") && window.clipcookQueue) window.clipcookQueue.add(form);
      else say("the change could not be sent");
    }).then(function () { busy = false; });
  });

  // Another script (offline.js, cook.js) asks for the page to follow a change.
  document.addEventListener("clipcook:refresh", function () { refresh(); });
})();
