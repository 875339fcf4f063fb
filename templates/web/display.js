// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The festival screen: polls the tournament file's version twice a second and, when it
// changes, fetches the totals and the game in play and swaps in the new pictures once they
// have loaded (no flicker).
"use strict";

const $ = (id) => document.getElementById(id);
// The curve's style: michie, gardner, rates or openings, as `track plot --style` (/?style=rates);
// without one, the server draws the machine's natural style (Michie's score for Michie's rule).
const style = new URLSearchParams(location.search).get("style") || "";
// The plots' query for it: "style=...&", or "" for the natural one (the twin's and openings too).
const styleQuery = (s) => (s ? "style=" + encodeURIComponent(s) + "&" : "");
// Under the curve, the range of simulated tournaments against random, perfect or strict, as
// `track plot --expect` (/?expect=random); none without it.
const expect = new URLSearchParams(location.search).get("expect");
let shownVersion = "";
let lastChanges = [];
let visitors = null;  // /api/visitors, once: is /play open (the twin's column shown)?

// Replaces img's picture with url once the new one has loaded.
function swapImage(img, url) {
  const next = new Image();
  next.onload = () => { img.src = url; img.hidden = false; };
  next.onerror = () => { img.hidden = true; };
  next.src = url;
}

function showTotals(s) {
  $("machine").textContent = s.opponent_machine
    ? t("display.against", { machine: s.machine, opponent: s.opponent_machine }) : s.machine;
  $("title").textContent = [s.title, s.place].filter((t) => t).join(" · ");
  $("about").textContent = s.about;
  document.title = s.tab;
  $("games").textContent = s.games;
  $("win").textContent = s.win;
  $("draw").textContent = s.draw;
  $("loss").textContent = s.loss;
  $("draw-box").hidden = !s.draws;
  $("no-curve").hidden = s.games > 0;
  fitText($("totals"));
  if (s.games > 0) {
    swapImage($("plot"), "/api/plot.svg?" + styleQuery(style) +
      (expect ? "expect=" + encodeURIComponent(expect) + "&" : "") + "v=" +
      encodeURIComponent(s.version));
  } else {
    $("plot").hidden = true;
  }
}

function showLast(s) {
  const last = s.last;
  const list = $("last-changes");
  list.replaceChildren();
  if (!last) {
    $("last-number").textContent = "";
    $("last-result").textContent = t("display.no_games");
    $("last-moves").textContent = "";
    $("last-board").hidden = true;
    return;
  }
  $("last-number").textContent = t("display.last_number", { n: last.number });
  $("last-result").textContent =
    t("display.last_" + last.result + (last.resigned ? "_resigned" : ""));
  $("last-moves").textContent = t("display.moves", { moves: last.moves });
  if (last.changes.length === 0) {
    const li = document.createElement("li");
    li.textContent = t("display.no_changes");
    list.append(li);
  }
  for (const line of last.changes) {
    const li = document.createElement("li");
    li.textContent = line;
    if (!lastChanges.includes(line)) li.className = "new";
    list.append(li);
  }
  lastChanges = last.changes;
  fitLast();
  swapImage($("last-board"), "/api/last.svg?v=" + encodeURIComponent(s.version));
}

// True if some part of `box` (the box itself or a child) holds more than it shows.
function overflows(box) {
  return [box, ...box.children].some((e) => e.scrollWidth > e.clientWidth + 1 ||
                                            e.scrollHeight > e.clientHeight + 1);
}

// Fits the words of `box` in their share of the screen: from the style sheet's size down by
// steps of 8 % while they overflow, to 60 % of it at the least. For the last game's words (its
// result, moves and bead changes, whose list flows into columns), the totals' labels and the
// twin's words, again
// whenever their box changes size (a new window size, a picture loaded) and after each game.
function fitText(box) {
  box.style.fontSize = "";
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
  const full = parseFloat(getComputedStyle(box).fontSize) / rem;
  for (let size = full; size > 0.6 * full && overflows(box);) {
    size *= 0.92;
    box.style.fontSize = size + "rem";
  }
}
// The last game's words; where they do not fit beside the curve even at the least size, the
// last game takes the screen's whole width, under the curve; where they still do not fit, its
// final board's picture gives them its room.
function fitLast() {
  const grid = document.querySelector(".display-grid");
  grid.classList.remove("wide-last", "words-only");
  for (const stage of ["wide-last", "words-only"]) {
    fitText($("last-text"));
    if (!overflows($("last-text"))) return;
    grid.classList.add(stage);
  }
  fitText($("last-text"));
}
new ResizeObserver(fitLast).observe($("last-text"));
for (const id of ["totals", "twin"]) new ResizeObserver(() => fitText($(id))).observe($(id));

// What the box side of the game in play says when no box is open (`named`: two machines play).
function waitingWords(p, named) {
  if (p.to_move === "opponent") return t("display.opponent_to_move");
  if (p.forced) return named ? t("display.named_no_box", { machine: p.mover }) : t("display.no_box");
  return "";
}

// The game in play (web/play.h): the real board as it stands and the box being opened. A game
// not begun yet is the next one, from its first position.
function showPlay(p, named) {
  $("play-error").hidden = !p.error;
  $("now-body").hidden = !!p.error;
  if (p.error) {
    $("now-title").textContent = t("display.now");
    $("play-error").textContent = t("display.now_error", { error: p.error });
    return;
  }
  const begun = p.moves.length > 0;
  $("now-title").textContent = t(begun ? "display.now_begun" : "display.now_next",
                                 { n: p.game_number });
  $("play-moves").textContent = begun ? t("display.moves", { moves: p.moves.join(" ") })
    : t("display.first_position");
  const v = encodeURIComponent(p.version);
  swapImage($("play-board"), "/api/play/board.svg?v=" + v);
  const box = p.box;
  $("box-line").replaceChildren();
  if (box) {
    const id = document.createElement("span");
    id.id = "box-id";
    id.textContent = box.id;
    // "Box 12", or "HIM: box 12" when two machines play.
    $("box-line").append(...tNodes(named ? "display.named_box" : "display.box",
                                   { machine: box.machine, box: id }));
    $("box-words").textContent = box.empty ? t("display.box_empty") : box.words;
    swapImage($("play-box"), "/api/play/box.svg?v=" + v);
  } else {
    $("box-line").textContent = waitingWords(p, named);
    $("box-words").textContent = "";
    $("play-box").hidden = true;
  }
}

// The crowd's twin (`track serve --visitors`): how to join, its totals, and its curve beside
// the machine's at the table.
function showTwin(s) {
  const on = !!visitors && visitors.on;
  $("twin").hidden = !on;
  document.querySelector(".display-grid").classList.toggle("with-twin", on);
  if (!on) return;
  $("twin-heading").textContent = t("display.twin_heading", { machine: s.machine });
  $("twin-totals").textContent = s.twin.games === 0 ? t("display.twin_none") : s.twin.words;
  fitText($("twin"));
  if (s.games + s.twin.games > 0) {
    swapImage($("twin-plot"), "/api/visitors/plot.svg?" +
      styleQuery(style === "openings" ? "" : style) + "v=" + encodeURIComponent(s.version));
  }
}

async function fetchJson(url) {
  return (await fetch(url, { cache: "no-store" })).json();
}

async function poll() {
  try {
    const version = await (await fetch("/api/version", { cache: "no-store" })).text();
    if (version !== shownVersion) {
      const [s, p] = await Promise.all([fetchJson("/api/state"), fetchJson("/api/play")]);
      $("error").hidden = !s.error;
      if (s.error) {
        $("error").textContent = s.error;
      } else {
        showTotals(s);
        showLast(s);
        showPlay(p, !!s.opponent_machine);
        showTwin(s);
      }
      shownVersion = s.version;
    }
  } catch (e) {
    $("error").hidden = false;
    $("error").textContent = t("not_answering_retry", { error: e.message });
    shownVersion = "";
  }
  setTimeout(poll, 500);
}

(async () => {
  try {
    visitors = await fetchJson("/api/visitors");
    if (visitors.on) {
      $("twin-qr").src = "/api/visitors/qr.svg";
      $("twin-address").textContent = visitors.play;
    }
  } catch (e) {
    visitors = null;  // An older server: no twin's column.
  }
  await textsReady;
  poll();
})();
