// The festival screen: polls the tournament file's version twice a second and, when it
// changes, fetches the totals and swaps in the new pictures once they have loaded (no flicker).
"use strict";

const $ = (id) => document.getElementById(id);
// The curve's style: michie (default), gardner or rates, as `track plot --style` (/?style=rates).
const style = new URLSearchParams(location.search).get("style") || "michie";
let shownVersion = "";
let lastChanges = [];

// Replaces img's picture with url once the new one has loaded.
function swapImage(img, url) {
  const next = new Image();
  next.onload = () => { img.src = url; img.hidden = false; };
  next.onerror = () => { img.hidden = true; };
  next.src = url;
}

function showState(s) {
  $("error").hidden = !s.error;
  if (s.error) { $("error").textContent = s.error; return; }
  $("machine").textContent = s.machine + (s.opponent_machine ? " against " + s.opponent_machine : "");
  $("title").textContent = [s.title, s.place].filter((t) => t).join(" · ");
  document.title = s.machine + ": " + s.games + " games";
  $("games").textContent = s.games;
  $("win").textContent = s.win;
  $("draw").textContent = s.draw;
  $("loss").textContent = s.loss;
  $("draw-box").hidden = !s.draws;
  const v = encodeURIComponent(s.version);
  $("no-curve").hidden = s.games > 0;
  if (s.games > 0) swapImage($("plot"), "/api/plot.svg?style=" + encodeURIComponent(style) + "&v=" + v);
  else $("plot").hidden = true;
  const last = s.last;
  $("changes-title").hidden = !last || last.changes.length === 0;
  const list = $("last-changes");
  list.replaceChildren();
  if (last) {
    $("last-number").textContent = "(game " + last.number + ")";
    $("last-result").textContent = "The machine " +
      ({ win: "won", draw: "drew", loss: "lost" }[last.result] || last.result) +
      (last.result_words.includes("resigned") ? " (it resigned)" : "");
    $("last-moves").textContent = "Moves: " + last.moves;
    for (const line of last.changes) {
      const li = document.createElement("li");
      li.textContent = line;
      if (!lastChanges.includes(line)) li.className = "new";
      list.append(li);
    }
    lastChanges = last.changes;
    swapImage($("last-board"), "/api/last.svg?v=" + v);
  } else {
    $("last-number").textContent = "";
    $("last-result").textContent = "No games yet.";
    $("last-moves").textContent = "";
    $("last-board").hidden = true;
  }
  $("in-play").textContent = s.in_play
    ? "Game in play" + (s.in_play.moves ? ": " + s.in_play.moves : "") : "";
}

async function poll() {
  try {
    const version = await (await fetch("/api/version", { cache: "no-store" })).text();
    if (version !== shownVersion) {
      const s = await (await fetch("/api/state", { cache: "no-store" })).json();
      showState(s);
      shownVersion = s.version;
    }
  } catch (e) {
    $("error").hidden = false;
    $("error").textContent = "The tracker is not answering (" + e.message + "); retrying.";
    shownVersion = "";
  }
  setTimeout(poll, 500);
}

poll();
