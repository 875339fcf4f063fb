// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The league page: every group's standings, their learning curves on one plot and the group
// whose machine stopped losing first; redrawn when any group's file changes.
"use strict";

const $ = (id) => document.getElementById(id);
// ?style=michie|gardner|rates; without one, the server draws the machines' natural style.
const style = new URLSearchParams(location.search).get("style") || "";
let shownVersion = "";

function cell(text) {
  const td = document.createElement("td");
  td.textContent = text;
  return td;
}

function show(league) {
  const rows = league.groups.map((g) => {
    const tr = document.createElement("tr");
    const name = document.createElement("td");
    const link = document.createElement("a");
    link.href = g.screen;
    link.textContent = g.name;
    name.append(link);
    if (g.error) {
      tr.append(name, cell(g.error));
      tr.lastChild.colSpan = 5;
    } else {
      tr.append(name, cell(g.machine), cell(g.games), cell(g.win), cell(g.draw), cell(g.loss));
    }
    if (league.first && league.first.names.includes(g.name)) tr.className = "leader";
    return tr;
  });
  $("groups").replaceChildren(...rows);
  $("first").hidden = !league.first;
  if (league.first) {
    $("first").textContent =
      t("league.first", { names: league.first.names.join(", "), words: league.first.words });
  }
  const played = league.groups.some((g) => g.games > 0);
  $("no-curve").hidden = played;
  if (played) {
    const next = new Image();
    const url = "/api/league/plot.svg?" +
      (style ? "style=" + encodeURIComponent(style) + "&" : "") + "v=" +
      encodeURIComponent(league.version);
    next.onload = () => { $("plot").src = url; $("plot").hidden = false; };
    next.src = url;
  }
}

async function poll() {
  try {
    const version = await (await fetch("/api/league/version", { cache: "no-store" })).text();
    if (version !== shownVersion) {
      const league = await (await fetch("/api/league", { cache: "no-store" })).json();
      $("error").hidden = !league.error;
      if (league.error) $("error").textContent = league.error; else show(league);
      shownVersion = league.version || "";
    }
  } catch (e) {
    $("error").hidden = false;
    $("error").textContent = t("not_answering_retry", { error: e.message });
    shownVersion = "";
  }
  setTimeout(poll, 1000);
}

textsReady.then(poll);
