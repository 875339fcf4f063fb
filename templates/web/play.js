// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A visitor's phone: a game against the machine's software twin (`track serve --visitors`).
// The twin's beads are drawn by the server from the twin's boxes; the finished game is booked
// into the tournament, and the page says what the twin learned from it. The game's id, kept in
// the browser's sessionStorage, lets a reload carry on with the same game.
"use strict";

const $ = (id) => document.getElementById(id);
let game = null;   // The last answer about the game in play.
let busy = false;  // A request is under way.
let info = null;   // /api/visitors: who may move first.

function showError(message) {
  $("error").hidden = !message;
  $("error").textContent = message || "";
}

const taps = new BoardTaps($("cells"), {
  active: () => !!game && game.to_move === "you" && !busy,
  play: (notation) => move(notation),
  error: showError,
  changed: prompt,
});

function prompt() {
  if (!game || game.over) return;
  $("prompt").textContent = game.to_move === "you"
    ? taps.prompt("own") : t("play.thinking");
}

function showBusy(answer) {
  $("start").hidden = true;
  $("game").hidden = true;
  $("busy").hidden = false;
  $("busy-text").textContent = answer.error;
}

async function request(method, path, fields) {
  if (busy) return null;
  busy = true;
  try {
    const options = method === "POST"
      ? { method, body: new URLSearchParams(fields) } : { cache: "no-store" };
    const res = await fetch(path, options);
    const answer = await res.json();
    if (res.status === 503 && answer.busy) { showBusy(answer); return null; }
    if (res.status === 404 && path.startsWith("/api/visit")) {
      sessionStorage.removeItem("game");
      showStart();
    }
    if (!res.ok) { showError(answer.error || t("refused", { status: res.status })); return null; }
    showError("");
    return answer;
  } catch (e) {
    showError(t("play.not_answering", { error: e.message }));
    return null;
  } finally {
    busy = false;
  }
}

function resultWords(g) {
  const key = g.result === "win" && g.resigned ? "play.win_resigned" : "play." + g.result;
  return t(key, { machine: g.machine }) + (g.score ? " (" + g.score + ")" : "");
}

function showTwin(g) {
  $("twin").textContent = g.twin.words;
}

function showMoveButtons(g) {
  const moves = $("moves");
  moves.replaceChildren();
  if (g.to_move !== "you") return;
  const unique = g.legal.filter((m, i) => g.legal.findIndex((o) => o.notation === m.notation) === i);
  for (const m of unique.filter((m) => !taps.onBoard(m))) {
    const b = document.createElement("button");
    b.type = "button";
    b.dataset.move = m.notation;
    b.textContent = m.words;
    b.onclick = () => move(m.notation);
    moves.append(b);
  }
}

function showGame(g) {
  const fresh = !game || game.ply !== g.ply || game.game !== g.game;
  game = g;
  sessionStorage.setItem("game", g.game);
  $("start").hidden = true;
  $("busy").hidden = true;
  $("game").hidden = false;
  $("heading").textContent = t("play.you_against", { machine: g.machine });
  // What the twin did and the position in words, read out by screen readers (aria-live).
  $("said").textContent = g.said.concat([g.position]).join(" ");
  $("board").src = "/api/visit/board.svg?game=" + encodeURIComponent(g.game) + "&ply=" + g.ply;
  $("board").alt = g.position;
  taps.show(g, fresh);
  $("prompt").textContent = "";
  prompt();
  showMoveButtons(g);
  $("end").hidden = !g.over;
  if (g.over) {
    $("result").textContent = resultWords(g);
    $("learned").textContent = g.error ? t("play.not_saved", { error: g.error })
      : !g.booked ? t("play.saving")
      : t(g.changes.length === 0 ? "play.no_changes" : "play.learned", { machine: g.machine });
    $("changes").replaceChildren(...g.changes.map((line) => {
      const li = document.createElement("li");
      li.textContent = line;
      return li;
    }));
    if (!g.booked) setTimeout(look, 2000);
  }
  showTwin(g);
}

function showStart() {
  game = null;
  $("game").hidden = true;
  $("busy").hidden = true;
  $("start").hidden = false;
  const both = info && info.first_choices && info.first_choices.length > 0;
  $("first-choice").hidden = !both;
  $("begin-machine").hidden = !both;
  $("begin-me").textContent = t(both ? "play.me_first" : "play.play");
  $("heading").textContent = info && info.machine
    ? t("play.heading_named", { machine: info.machine }) : t("play.heading");
}

// How a game ends, in one line of the kit's rules (/api/visitors: rule).
function showRule() {
  $("rule").hidden = !info || !info.rule;
  $("rule").textContent = info && info.rule ? info.rule : "";
}

async function begin(first) {
  const g = await request("POST", "/api/visit/begin", { first });
  if (g) showGame(g);
}

async function move(notation) {
  const g = await request("POST", "/api/visit/move",
                          { game: game.game, move: notation, ply: String(game.ply + 1) });
  if (g) showGame(g); else if (game) showGame(game);
}

async function look() {
  const id = sessionStorage.getItem("game");
  if (!id) return false;
  const g = await request("GET", "/api/visit?game=" + encodeURIComponent(id));
  if (g) showGame(g);
  return !!g;
}

$("begin-me").onclick = () => begin(info && info.first_choices.length ? "me" : "");
$("begin-machine").onclick = () => begin("machine");
$("again").onclick = () => { sessionStorage.removeItem("game"); showStart(); };
$("retry").onclick = () => showStart();

(async () => {
  await textsReady;
  info = await request("GET", "/api/visitors", {});
  showRule();
  if (!(await look())) showStart();
})();
