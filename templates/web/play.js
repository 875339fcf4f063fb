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
    ? taps.prompt("your move", "the piece you move") : "The machine is thinking…";
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
    if (!res.ok) { showError(answer.error || "refused (HTTP " + res.status + ")"); return null; }
    showError("");
    return answer;
  } catch (e) {
    showError("The machine is not answering: " + e.message);
    return null;
  } finally {
    busy = false;
  }
}

function resultWords(g) {
  const machine = g.machine;
  return g.result === "win" ? (g.resigned ? machine + " gave up: you win!" : "You win!")
    : g.result === "draw" ? "A draw." : machine + " wins.";
}

function showTwin(g) {
  const t = g.twin;
  $("twin").textContent = "The crowd's " + g.machine + " has played " + t.games +
    (t.games === 1 ? " game" : " games") + ": it won " + t.win + ", " +
    (t.draw ? "drew " + t.draw + ", " : "") + "lost " + t.loss + ".";
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
  $("heading").textContent = "You against " + g.machine;
  $("said").textContent = g.said.join(" ");
  $("board").src = "/api/visit/board.svg?game=" + encodeURIComponent(g.game) + "&ply=" + g.ply;
  taps.show(g, fresh);
  $("prompt").textContent = "";
  prompt();
  showMoveButtons(g);
  $("end").hidden = !g.over;
  if (g.over) {
    $("result").textContent = resultWords(g);
    $("learned").textContent = g.error ? "Your game is not saved yet: " + g.error
      : !g.booked ? "Saving your game…"
      : g.changes.length === 0 ? g.machine + " changed no beads after this game."
      : g.machine + " learned from your game: ";
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
  $("begin-me").textContent = both ? "I go first" : "Play";
  if (info && info.machine) $("heading").textContent = "Play " + info.machine;
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
  info = await request("GET", "/api/visitors", {});
  if (!(await look())) showStart();
})();
