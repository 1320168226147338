// ClipCook's service worker: keeps the shopping list and the recipes of
// this week's plan (the addresses /offline.json names) readable without a
// connection. Pages come from the server whenever it answers (and the kept
// copy is brought up to date); from the cache only when it does not.
// Changes are never answered from here: a form sent offline fails, and the
// page's script queues a shopping tick (offline.js).
"use strict";
var CACHE = "clipcook-offline-v1";
var lastLook = 0;

function keep() {
  lastLook = Date.now();
  return fetch("/offline.json", { credentials: "same-origin", cache: "no-store" }).then(function (r) {
    if (!r.ok) throw new Error("status " + r.status);
    return r.json();
  }).then(function (list) {
    return caches.open(CACHE).then(function (cache) {
      return Promise.all((list.urls || []).map(function (url) {
        return fetch(url, { credentials: "same-origin", cache: "no-store" }).then(function (response) {
          if (response.ok) return cache.put(url, response);
        }).catch(function () {});
      }));
    });
  }).catch(function () {});
}

self.addEventListener("install", function (event) {
  event.waitUntil(keep().then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (name) { return name !== CACHE; }).map(function (name) { return caches.delete(name); }));
  }).then(function () { return self.clients.claim(); }));
});

self.addEventListener("message", function (event) {
  // At most once a minute: a page asks on every load.
  if (event.data === "refresh" && Date.now() - lastLook > 60000) event.waitUntil(keep());
});

self.addEventListener("fetch", function (event) {
  var request = event.request;
  var url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (url.pathname === "/version" || url.pathname === "/offline.json" || url.pathname === "/sw.js") return;
  event.respondWith(caches.open(CACHE).then(function (cache) {
    return fetch(request).then(function (response) {
      if (!response.ok) return response;
      // A page kept for offline use follows the server's newer copy.
      return cache.match(request).then(function (kept) {
        if (kept || url.pathname.indexOf("/assets/") === 0) cache.put(request, response.clone());
        return response;
      });
    }).catch(function () {
      return cache.match(request).then(function (kept) {
        return kept || cache.match(request, { ignoreSearch: true });
      }).then(function (kept) {
        if (kept) return kept;
        return new Response("Offline: this page was not kept for offline use (the shopping list and this week's recipes are).",
          { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
      });
    });
  }));
});
