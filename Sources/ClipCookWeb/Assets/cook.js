// ClipCook cook mode: steps without reloads, and the live countdown of the
// timers. The timers live on the server (their end times, per browser), so
// the page works without this script and a reload or a locked screen loses
// none: this script counts down from what the server said was left, and
// asks again when the page is shown.
(function () {
  "use strict";
  var body = document.body;
  if (!body.classList.contains("page-cook")) return;

  function say(text) {
    var box = document.getElementById("message");
    if (!box) return;
    box.textContent = text;
    box.hidden = !text;
  }

  // Steps.
  function showStep(n) {
    if (!document.getElementById("step-" + n)) return;  // a long recipe's page holds only some steps
    Array.prototype.forEach.call(document.querySelectorAll(".step"), function (s) {
      s.classList.toggle("current", s.getAttribute("data-step") === String(n));
    });
    history.replaceState(null, "", location.pathname + location.search.replace(/([?&])step=\d+&?/, "$1").replace(/[?&]$/, "") + "#step-" + n);
  }
  function currentStep() {
    var c = document.querySelector(".step.current");
    return c ? parseInt(c.getAttribute("data-step"), 10) : 1;
  }
  document.addEventListener("click", function (event) {
    var link = event.target.closest("[data-go]");
    if (!link) return;
    var n = currentStep() + parseInt(link.getAttribute("data-go"), 10);
    if (!document.getElementById("step-" + n)) return;  // not in this page: the link loads it
    event.preventDefault();
    showStep(n);
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
    if (e.target.closest && e.target.closest("input, button, a")) return;
    if (e.key === "ArrowRight") showStep(currentStep() + 1);
    if (e.key === "ArrowLeft") showStep(currentStep() - 1);
  });

  // Timers: the end of each running one on this device's clock, from the
  // milliseconds the server said were left when it made the page.
  var ends = {};
  var alerted = {};
  function readTimers() {
    ends = {};
    var now = Date.now();
    Array.prototype.forEach.call(document.querySelectorAll("#timers .timer[data-left]"), function (el) {
      ends[el.getAttribute("data-timer")] = now + parseInt(el.getAttribute("data-left"), 10);
    });
  }
  function format(ms) {
    var s = Math.max(0, Math.ceil(ms / 1000)), h = Math.floor(s / 3600), m = Math.floor(s % 3600 / 60);
    var rest = String(s % 60).padStart(2, "0");
    return h > 0 ? h + ":" + String(m).padStart(2, "0") + ":" + rest : m + ":" + rest;
  }
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
  function tick() {
    var now = Date.now();
    Object.keys(ends).forEach(function (name) {
      var el = document.getElementById("timer-" + name);
      if (!el) { delete ends[name]; return; }
      var left = ends[name] - now;
      var shown = el.querySelector(".timer-left");
      if (left > 0) {
        shown.textContent = format(left) + " left, ends " + (el.getAttribute("data-end") || "");
        return;
      }
      delete ends[name];
      el.classList.remove("timer-running");
      el.classList.add("timer-done");
      shown.textContent = "done";
      if (!alerted[name]) {
        alerted[name] = true;
        var label = el.querySelector("b") ? el.querySelector("b").textContent : name;
        var alert = document.getElementById("alert");
        alert.textContent = "Time is up: " + label;
        alert.hidden = false;
        beep();
        if (navigator.vibrate) navigator.vibrate([300, 100, 300]);
      }
      // The server's page then offers Dismiss.
      setTimeout(reload, 1200);
    });
  }
  setInterval(tick, 250);
  document.getElementById("alert").addEventListener("click", function () { this.hidden = true; });

  // The page as the server has it now. After a change on disk the steps
  // are swapped in whole (the step shown kept); after a timer's change only
  // the timer bar and the step buttons whose state moved.
  function swap(doc) {
    var n = currentStep();
    var cook = doc.getElementById("cook");
    if (cook) document.getElementById("cook").innerHTML = cook.innerHTML;
    showStep(n);
    swapTimers(doc);
  }
  function swapTimers(doc) {
    var fresh = doc.querySelectorAll("form.step-timer"), forms = document.querySelectorAll("form.step-timer");
    if (fresh.length === forms.length) {
      Array.prototype.forEach.call(forms, function (form, i) {
        if (form.innerHTML !== fresh[i].innerHTML) form.innerHTML = fresh[i].innerHTML;
      });
    }
    var timers = doc.getElementById("timers");
    if (timers) document.getElementById("timers").innerHTML = timers.innerHTML;
    readTimers();
    tick();
  }
  function reload() {
    return fetch(location.pathname + location.search, { credentials: "same-origin", cache: "no-store" })
      .then(function (r) { return r.text(); })
      .then(function (html) { swapTimers(new DOMParser().parseFromString(html, "text/html")); })
      .catch(function () {});
  }
  document.addEventListener("clipcook:fresh", function (event) { swap(event.detail); });

  // A timer's button: sent with fetch; the server answers whether it was
  // already started (then that one is shown, never a second).
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!form.matches("form.timer-form")) return;
    event.preventDefault();
    if (!audio) { try { audio = new (window.AudioContext || window.webkitAudioContext)(); } catch (e) {} }
    var data = new URLSearchParams(new FormData(form));
    var button = event.submitter;
    if (button && button.name) data.set(button.name, button.value);
    var name = data.get("timer");
    if (data.get("action") === "dismiss" || data.get("action") === "cancel") alerted[name] = false;
    // Not form.action: the buttons are named "action", which that would find.
    fetch(form.getAttribute("action"), {
      method: "POST", credentials: "same-origin",
      headers: { "Accept": "application/json", "Content-Type": "application/x-www-form-urlencoded" },
      body: data.toString()
    }).then(function (r) { return r.json(); }).then(function (reply) {
      say(reply.ok ? "" : reply.message);
      return reload().then(function () {
        var el = document.getElementById("timer-" + name);
        if (reply.alreadyStarted && el) {
          el.classList.add("flash");
          setTimeout(function () { el.classList.remove("flash"); }, 1500);
        }
      });
    }).catch(function () { say("the timer could not be reached; is the server running?"); });
  });

  // After a locked screen or another app: what is left, from the server.
  document.addEventListener("visibilitychange", function () { if (document.visibilityState === "visible") reload(); });

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
  readTimers();
  tick();
  var m = /#step-(\d+)/.exec(location.hash);
  if (m) showStep(parseInt(m[1], 10));
})();
