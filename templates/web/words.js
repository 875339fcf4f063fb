// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The pages' words in the visitor's language (docs/translations.md, "The browser pages"): the
// texts of templates/texts/web.yaml, fetched from /texts.json, which the server answers in the
// language the request asks for (the page's ?lang=, else the language menu's cookie, else the
// browser's languages, else the server's). An element with data-t="KEY" gets the text KEY (its
// key in web.yaml without "web."), one with data-t-alt or data-t-label its alt text or label;
// t(key, values) words the pages' own sentences. The language menu (<select id="language">)
// lists the languages by their own names and keeps the choice in a cookie for a year.
"use strict";

let pageTexts = {};

// The text `key` with each {name} replaced by values[name].
function t(key, values) {
  const text = key in pageTexts ? pageTexts[key] : key;
  return text.replace(/\{(\w+)\}/g, (all, name) =>
    values && name in values ? String(values[name]) : all);
}

// The text `key` as a list of strings and nodes, for element.replaceChildren(...): a value that
// is a node (a <span> filled later) goes in as itself, so the sentence keeps its word order.
function tNodes(key, values) {
  const text = key in pageTexts ? pageTexts[key] : key;
  const out = [];
  let at = 0;
  for (const m of text.matchAll(/\{(\w+)\}/g)) {
    out.push(text.slice(at, m.index));
    const v = values[m[1]];
    out.push(v instanceof Node ? v : String(v));
    at = m.index + m[0].length;
  }
  out.push(text.slice(at));
  return out.filter((part) => part !== "");
}

function rememberLanguage(code) {
  document.cookie = "matchbox-lang=" + encodeURIComponent(code) +
    "; path=/; max-age=31536000; SameSite=Lax";
}

function fillPage(answer) {
  document.documentElement.lang = answer.lang;
  for (const e of document.querySelectorAll("[data-t]")) e.textContent = t(e.dataset.t);
  for (const e of document.querySelectorAll("[data-t-alt]")) e.alt = t(e.dataset.tAlt);
  for (const e of document.querySelectorAll("[data-t-label]")) {
    e.setAttribute("aria-label", t(e.dataset.tLabel));
  }
  const menu = document.getElementById("language");
  if (!menu) return;
  menu.replaceChildren(...answer.languages.map((l) => {
    const option = document.createElement("option");
    option.value = l.code;
    option.lang = l.code;
    option.textContent = l.name;
    return option;
  }));
  menu.value = answer.lang;
  menu.hidden = answer.languages.length < 2;
  // The page again in the language chosen: the address's own ?lang= would outweigh the choice.
  menu.onchange = () => {
    rememberLanguage(menu.value);
    const url = new URL(location.href);
    url.searchParams.delete("lang");
    location.replace(url.href);
  };
}

// Resolves once the page speaks its language (it keeps the HTML's English if the server does
// not answer). A ?lang= in the address is remembered as the menu's choice would be, so that the
// page's data comes in that language too.
const textsReady = (async () => {
  const asked = new URLSearchParams(location.search).get("lang");
  try {
    const res = await fetch("/texts.json" + (asked ? "?lang=" + encodeURIComponent(asked) : ""),
                            { cache: "no-store" });
    const answer = await res.json();
    pageTexts = answer.texts;
    if (asked) rememberLanguage(answer.lang);
    fillPage(answer);
  } catch (e) {
    // The server is not answering: the page says so once it polls.
  }
})();
