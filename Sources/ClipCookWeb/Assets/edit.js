// ClipCook kitchen view: editing a recipe's text. The page works without
// this script (Save posts the form, and a refusal comes back as a page with
// the errors listed by line); with it, a tap on "line N" of an error puts
// the cursor on that line of the text, the first error's line is chosen
// when the page opens, and leaving with unsaved changes asks first.
(function () {
  "use strict";
  var area = document.getElementById("recipe-text");
  if (!area) return;
  function goTo(line, column) {
    var lines = area.value.split("\n");
    var at = 0;
    for (var i = 0; i < Math.min(line - 1, lines.length); i++) at += lines[i].length + 1;
    var end = at + (lines[line - 1] || "").length;
    var start = Math.min(end, at + Math.max(0, (column || 1) - 1));
    area.focus();
    area.setSelectionRange(start, end);
    // Scroll the line into view: its share of the text's height.
    area.scrollTop = Math.max(0, (line - 3) * (area.scrollHeight / Math.max(1, lines.length)));
  }
  Array.prototype.forEach.call(document.querySelectorAll("a.at-line"), function (link) {
    link.addEventListener("click", function (event) {
      event.preventDefault();
      goTo(Number(link.getAttribute("data-line")) || 1, Number(link.getAttribute("data-column")) || 1);
    });
  });
  var first = document.querySelector("#problems li.error a.at-line");
  if (first) goTo(Number(first.getAttribute("data-line")) || 1, Number(first.getAttribute("data-column")) || 1);

  var original = area.value, saving = false;
  area.form.addEventListener("submit", function () { saving = true; });
  window.addEventListener("beforeunload", function (event) {
    if (!saving && area.value !== original) { event.preventDefault(); event.returnValue = ""; }
  });
})();
