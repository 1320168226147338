// ClipCook offline: registers the service worker (sw.js keeps the shopping
// list, Today, the pantry and this week's recipes readable without a
// connection), and keeps the changes made while the server cannot be
// reached in a queue in localStorage, sent in order when it answers again:
// shopping ticks, a meal marked eaten or not eaten on Today (pages.js), and
// an amount used from the pantry. Each keeps the version of the file its
// page was made from, so the server still refuses one over a change made
// meanwhile; that refusal is shown, not lost.
(function () {
  "use strict";
  var KEY = "clipcook-offline-ticks";

  // "1 change", "2 changes": a count as a person writes it.
  function changes(n) {
    return n + (n === 1 ? " change" : " changes");
  }

  if ("serviceWorker" in navigator && document.body.getAttribute("data-live") === "1") {
    navigator.serviceWorker.register("/sw.js").then(function () {
      return navigator.serviceWorker.ready;
    }).then(function (registration) {
      // The week's recipes change with the plan: the worker looks again.
      if (registration.active) registration.active.postMessage("refresh");
    }).catch(function () {});
  }

  function load() {
    try { return JSON.parse(localStorage.getItem(KEY) || "[]") || []; } catch (e) { return []; }
  }
  function save(queue) {
    try { localStorage.setItem(KEY, JSON.stringify(queue)); } catch (e) { /* full: nothing more to keep */ }
  }
  function say(text) {
    var box = document.getElementById("message");
    if (!box) return;
    box.textContent = text;
    box.hidden = !text;
  }
  function fields(form) {
    var result = {};
    new FormData(form).forEach(function (value, key) { result[key] = String(value); });
    return result;
  }

  // What a queued change is called in the messages: "tick of 'ice'", "'Eaten' of 'Red Lentil Soup'".
  function what(form, item) {
    var name = item ? (item.querySelector(".name, .label a, .label") || item).textContent.trim().split("\n")[0] : "an item";
    if (form.closest(".item")) return "tick of '" + name + "'";
    var button = form.querySelector("button[type=submit]");
    return "'" + (button ? button.textContent.trim() : "change") + "' of '" + name + "'";
  }

  // A change the server could not be sent: queued, and shown as made.
  function add(form) {
    var item = form.closest(".item, .meal, .pantry-item");
    var queue = load();
    queue.push({ action: form.getAttribute("action"), fields: fields(form), what: what(form, item) });
    save(queue);
    if (item && !form.closest(".item")) {
      item.classList.add("queued");
      Array.prototype.forEach.call(form.querySelectorAll("button"), function (b) { b.disabled = true; b.textContent += " (waiting)"; });
    } else if (item) {
      var checked = form.querySelector("input[name=checked]");
      var tick = form.querySelector(".tick");
      var now = checked && checked.value === "1";
      item.classList.toggle("checked", now);
      item.classList.add("queued");
      if (tick) { tick.setAttribute("aria-checked", now ? "true" : "false"); tick.textContent = now ? "☑" : "☐"; }
      if (checked) checked.value = now ? "0" : "1";
    }
    say("Offline: " + changes(queue.length) + " waiting; they are sent when the server answers again.");
  }

  // A fresh session token, from the list's page (a restarted server knows
  // none of its old ones).
  function freshToken() {
    return fetch("/shopping", { credentials: "same-origin", cache: "no-store" }).then(function (r) { return r.text(); }).then(function (html) {
      var input = new DOMParser().parseFromString(html, "text/html").querySelector("input[name=csrf]");
      return input ? input.value : null;
    });
  }

  function post(entry) {
    return fetch(entry.action, {
      method: "POST", credentials: "same-origin",
      headers: { "Accept": "application/json", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(entry.fields).toString()
    }).then(function (r) {
      return r.json().catch(function () { return { ok: false, message: "status " + r.status }; }).then(function (reply) {
        return { status: r.status, reply: reply };
      });
    });
  }

  var flushing = false;
  function flush() {
    var queue = load();
    if (flushing || queue.length === 0) return;
    flushing = true;
    // The versions this page's own sent ticks made: a later tick made from
    // the same page follows them (they are not someone else's change).
    var after = {};
    var sent = 0, problems = [];
    function next(retried) {
      var queue = load();
      if (queue.length === 0) return Promise.resolve();
      var entry = queue[0];
      for (var hops = 0; hops < 1000 && after[entry.fields.version]; hops++) entry.fields.version = after[entry.fields.version];
      return post(entry).then(function (answer) {
        if (answer.status === 403 && !retried) {
          return freshToken().then(function (token) {
            if (!token) throw new Error("no token");
            entry.fields.csrf = token;
            queue[0] = entry;
            save(queue);
            return next(true);
          });
        }
        if (answer.reply.ok) {
          if (answer.reply.version && answer.reply.version !== entry.fields.version) after[entry.fields.version] = answer.reply.version;
          sent += 1;
        } else {
          problems.push("Your offline " + (entry.what || "tick of '" + entry.label + "'") + " was not sent: " + answer.reply.message);
        }
        save(load().slice(1));
        return next(false);
      });
    }
    next(false).catch(function () { /* still offline: tried again later */ }).then(function () {
      flushing = false;
      if (problems.length > 0) say(problems.join(" "));
      else if (sent > 0 && load().length === 0) say("Sent " + changes(sent) + " made offline.");
      if (sent > 0) document.dispatchEvent(new Event("clipcook:refresh"));
    });
  }

  window.clipcookQueue = { add: add, flush: flush, pending: function () { return load().length; } };
  window.addEventListener("online", flush);
  setInterval(flush, 2000);
  flush();
})();
