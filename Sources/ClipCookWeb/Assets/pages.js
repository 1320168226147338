// ClipCook kitchen view: Today, the plan and the pantry. Every form of
// these pages works without this script (a plain post, then the page
// again); with it, a form is sent in the background and the page's main
// part replaced by the answer, so the place on the page is kept. The plan's
// recipe search also runs as you type.
(function () {
  "use strict";
  function say(text) {
    var box = document.getElementById("message");
    if (!box) return;
    box.textContent = text;
    box.hidden = !text;
  }
  function show(html, url) {
    var doc = new DOMParser().parseFromString(html, "text/html");
    var fresh = doc.getElementById("main");
    if (!fresh) return false;
    document.getElementById("main").innerHTML = fresh.innerHTML;
    var message = doc.getElementById("message");
    say(message && !message.hidden ? message.textContent : "");
    var generation = doc.body.getAttribute("data-generation");
    if (generation) document.body.setAttribute("data-generation", generation);
    if (url) history.replaceState(null, "", url);
    return true;
  }
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!form.closest("#main") || (form.method || "").toLowerCase() !== "post") return;
    if (!/^\/(today|plan|pantry)\//.test(form.getAttribute("action") || "")) return;
    event.preventDefault();
    var button = form.querySelector("button[type=submit]");
    if (button) button.disabled = true;
    fetch(form.action, {
      method: "POST", credentials: "same-origin",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(new FormData(form)).toString()
    }).then(function (r) {
      return r.text().then(function (text) {
        if (!show(text, r.redirected ? r.url : null)) say(text.trim());
      });
    }).catch(function () {
      if (button) button.disabled = false;
      // No connection: marking a meal eaten (or not) and using from the
      // pantry wait in offline.js's queue, sent when the server answers again.
      if (window.clipcookQueue && /^\/(today\/(eat|uneat)|pantry\/use)$/.test(form.getAttribute("action") || "")) window.clipcookQueue.add(form);
      else say("the change could not be sent");
    });
  });

  // The plan's recipe search as you type: the page for the words typed,
  // its add form swapped in.
  var search = document.querySelector("form.recipe-search input[name=q]");
  if (!search) return;
  var timer = null, asked = 0;
  function lookUp() {
    var form = search.form, n = ++asked;
    var url = form.action.replace(/#.*$/, "") + "?" + new URLSearchParams(new FormData(form)).toString();
    fetch(url, { credentials: "same-origin" }).then(function (r) { return r.text(); }).then(function (html) {
      if (n !== asked) return;
      var doc = new DOMParser().parseFromString(html, "text/html");
      var fresh = doc.querySelector("section.plan-add"), here = document.querySelector("section.plan-add");
      if (!fresh || !here) return;
      var typed = search.value, at = search.selectionStart;
      here.replaceWith(fresh);
      search = fresh.querySelector("input[name=q]");
      search.value = typed;
      search.addEventListener("input", onInput);
      search.focus();
      if (at !== null) search.setSelectionRange(at, at);
    }).catch(function () {});
  }
  function onInput() {
    clearTimeout(timer);
    timer = setTimeout(lookUp, 250);
  }
  search.addEventListener("input", onInput);
})();
