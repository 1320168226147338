// ClipCook kitchen view: the few things a page needs a script for.
// Every page works without it; it adds following changes on disk, ticking
// shopping items without a reload, and cook mode's steps and timers.
(function () {
  "use strict";
  var body = document.body;

  // Follow changes made elsewhere: poll the cheap version endpoint and,
  // when it moves, fetch this page again and swap its main part.
  var generation = body.getAttribute("data-generation");
  var busy = false;
  function refresh() {
    return fetch(location.href, { credentials: "same-origin" }).then(function (r) { return r.text(); }).then(function (html) {
      var doc = new DOMParser().parseFromString(html, "text/html");
      var fresh = doc.getElementById("main");
      if (!fresh) return;
      if (body.classList.contains("page-cook")) {
        // Keep the step shown and the running timers: only the steps' text changes.
        var current = document.querySelector(".step.current");
        var n = current ? current.getAttribute("data-step") : "1";
        document.getElementById("cook").innerHTML = fresh.querySelector("#cook").innerHTML;
        showStep(parseInt(n, 10) || 1);
      } else {
        document.getElementById("main").innerHTML = fresh.innerHTML;
      }
      generation = doc.body.getAttribute("data-generation");
      body.setAttribute("data-generation", generation);
    });
  }
  function poll() {
    if (busy) return;
    busy = true;
    fetch("/version", { credentials: "same-origin", cache: "no-store" }).then(function (r) { return r.text(); }).then(function (text) {
      if (text.trim() !== generation) return refresh();
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
    }).catch(function () { say("the change could not be sent"); }).then(function () { busy = false; });
  });

  // Cook mode.
  if (!body.classList.contains("page-cook")) return;
  function steps() { return Array.prototype.slice.call(document.querySelectorAll(".step")); }
  function showStep(n) {
    var all = steps();
    // A long recipe's page holds only the steps around the current one.
    if (!document.getElementById("step-" + n)) return;
    all.forEach(function (s) { s.classList.toggle("current", s.getAttribute("data-step") === String(n)); });
    history.replaceState(null, "", location.pathname + location.search.replace(/([?&])step=\d+&?/, "$1").replace(/[?&]$/, "") + "#step-" + n);
  }
  function currentStep() {
    var c = document.querySelector(".step.current");
    return c ? parseInt(c.getAttribute("data-step"), 10) : 1;
  }
  document.addEventListener("click", function (event) {
    var link = event.target.closest("[data-go]");
    if (link) {
      var n = currentStep() + parseInt(link.getAttribute("data-go"), 10);
      if (!document.getElementById("step-" + n)) return;  // not in this page: the link loads it
      event.preventDefault(); showStep(n); return;
    }
    var start = event.target.closest(".timer-start");
    if (start) startTimer(parseInt(start.getAttribute("data-seconds"), 10), start.getAttribute("data-label"));
  });
  var touchX = null;
  document.addEventListener("touchstart", function (e) { touchX = e.touches[0].clientX; }, { passive: true });
  document.addEventListener("touchend", function (e) {
    if (touchX === null) return;
    var dx = e.changedTouches[0].clientX - touchX;
    touchX = null;
    if (Math.abs(dx) > 60) showStep(currentStep() + (dx < 0 ? 1 : -1));
  });
  document.addEventListener("keydown", function (e) {
    if (e.key === "ArrowRight") showStep(currentStep() + 1);
    if (e.key === "ArrowLeft") showStep(currentStep() - 1);
  });

  // Timers: several at once, kept outside the steps so they run on.
  var timers = [];
  var audio = null;
  function beep() {
    try {
      audio = audio || new (window.AudioContext || window.webkitAudioContext)();
      [0, 0.4, 0.8].forEach(function (at) {
        var osc = audio.createOscillator(), gain = audio.createGain();
        osc.frequency.value = 880; osc.connect(gain); gain.connect(audio.destination);
        gain.gain.setValueAtTime(0.3, audio.currentTime + at);
        osc.start(audio.currentTime + at); osc.stop(audio.currentTime + at + 0.25);
      });
    } catch (e) { /* no sound: the alert still shows */ }
  }
  function startTimer(seconds, label) {
    if (!(seconds > 0)) return;
    if (!audio) { try { audio = new (window.AudioContext || window.webkitAudioContext)(); } catch (e) {} }
    var el = document.createElement("span");
    el.className = "timer";
    document.getElementById("timers").appendChild(el);
    timers.push({ end: Date.now() + seconds * 1000, label: label || "timer", el: el, done: false });
    tick();
  }
  function format(ms) {
    var s = Math.max(0, Math.ceil(ms / 1000)), m = Math.floor(s / 60);
    return m + ":" + String(s % 60).padStart(2, "0");
  }
  function tick() {
    var now = Date.now();
    timers.forEach(function (t) {
      if (t.done) return;
      var left = t.end - now;
      t.el.textContent = t.label + " " + format(left);
      if (left <= 0) {
        t.done = true;
        t.el.classList.add("done");
        t.el.textContent = t.label + " done";
        var alert = document.getElementById("alert");
        alert.textContent = "Time is up: " + t.label;
        alert.hidden = false;
        beep();
        if (navigator.vibrate) navigator.vibrate([300, 100, 300]);
      }
    });
  }
  setInterval(tick, 250);
  document.getElementById("alert").addEventListener("click", function () { this.hidden = true; });

  // Keep the screen awake while cooking, where the browser can.
  var lock = null;
  function wake() {
    if (!("wakeLock" in navigator)) return;
    navigator.wakeLock.request("screen").then(function (l) {
      lock = l;
      // The browser lets the lock go when the page is hidden: asked for again on return.
      l.addEventListener("release", function () { lock = null; });
    }).catch(function () {});
  }
  wake();
  document.addEventListener("visibilitychange", function () { if (document.visibilityState === "visible" && !lock) wake(); });
  var m = /#step-(\d+)/.exec(location.hash);
  if (m) showStep(parseInt(m[1], 10));
})();
