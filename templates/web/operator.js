// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The operator's tablet: the game in play, live on the tournament file. Taps on the real board
// (or a move's button) send the opponent's move; bead buttons send the bead drawn; every answer
// is checked by the tracker and written to the file before the page shows the next step. The
// last finished game's bead changes stay listed until each is ticked (ticks kept in the
// browser's localStorage), across reloads and the next game.
"use strict";

const $ = (id) => document.getElementById(id);
const token = new URLSearchParams(location.search).get("token") || "";
let view = null;        // The last /api/play answer.
let state = null;       // The last /api/state answer (the last finished game).
let shownVersion = "";
let chosenFirst = "";   // "" (the machine's usual side) until the operator picks who starts.
let busy = false;
let loaded = false;     // The first view has been shown.

function showError(message) {
  $("error").hidden = !message;
  $("error").textContent = message || "";
}

function notice(lines) {
  $("notice").hidden = lines.length === 0;
  $("notice").textContent = lines.join("\n");
}

// Every answer says which version of the tournament it was made on: the tracker refuses it
// (409) if another tablet, a retry or a terminal changed the file since.
function formBody(fields) {
  const body = new URLSearchParams(
    Object.assign({ first: chosenFirst, version: view ? view.version : "" }, fields));
  if (token) body.set("token", token);
  return body;
}

async function send(path, fields) {
  if (busy) return null;
  busy = true;
  try {
    const res = await fetch(path, { method: "POST", body: formBody(fields) });
    const answer = await res.json();
    if (res.status === 409 && answer.state) {
      showError("");
      notice([t("operator.changed_elsewhere")]);
      return null;
    }
    if (!res.ok) { showError(answer.error || t("refused", { status: res.status })); return null; }
    showError("");
    return answer;
  } catch (e) {
    showError(t("not_answering", { error: e.message }));
    return null;
  } finally {
    busy = false;
    await refresh(true);
  }
}

async function answer(path, fields) {
  taps.picked = [];
  const a = await send(path, fields);
  if (a) notice(a.messages || []);
}

// The last finished game's checklist: ticks and "Next game" pressed, kept per game in
// localStorage so a reload or another tab shows the same list.
function lastGameKey(what) {
  const last = state.last;
  return "matchbox " + what + " " + (state.title || state.machine) + " game " + last.number +
    ": " + last.moves;
}

function ticks() {
  try {
    return JSON.parse(localStorage.getItem(lastGameKey("ticks")) || "[]");
  } catch (e) {
    return [];
  }
}

function changesDone() {
  const done = ticks();
  return state.last.changes.every((_, i) => done.includes(i));
}

function nextPressed() { return localStorage.getItem(lastGameKey("next")) === "yes"; }

function tick(i, on) {
  const done = ticks().filter((j) => j !== i);
  if (on) done.push(i);
  localStorage.setItem(lastGameKey("ticks"), JSON.stringify(done));
  showFinished();
}

// The last game's result (machine 0's outcome: win, draw or loss; resigned) in words.
function resultWords(last) {
  return t("operator.result_" + last.result + (last.resigned ? "_resigned" : ""));
}

function showFinished() {
  const last = state && !state.error ? state.last : null;
  const inPlay = view && !view.error && view.moves.length > 0;
  const listed = !!last && (!nextPressed() || !changesDone());
  const over = listed && !nextPressed() && !inPlay;
  $("finished").hidden = !listed;
  document.querySelector(".operator-grid").classList.toggle("over", over);
  $("next").hidden = !over;
  if (!listed) return;
  $("finished-result").textContent =
    t("operator.finished", { n: last.number, result: resultWords(last) });
  $("finished-board").src = "/api/last.svg?v=" + encodeURIComponent(state.version);
  $("finished-ask").textContent =
    t(last.changes.length === 0 ? "operator.no_change" : "operator.change_beads");
  const done = ticks();
  $("finished-changes").replaceChildren(...last.changes.map((line, i) => {
    const li = document.createElement("li");
    const label = document.createElement("label");
    const box = document.createElement("input");
    box.type = "checkbox";
    box.id = "done-" + i;
    box.checked = done.includes(i);
    li.className = box.checked ? "done" : "";
    box.onchange = () => tick(i, box.checked);
    label.append(box, " " + line);
    li.append(label);
    return li;
  }));
}

// Moves tapped on the real board (board.js); the opponent's, when it is the opponent's turn.
const taps = new BoardTaps($("cells"), {
  active: () => !!view && view.to_move === "opponent" && !busy,
  play: (notation) => answer("/api/move", { move: notation }),
  error: showError,
  changed: prompt,
});

function prompt() {
  if (!view || view.to_move !== "opponent") return;
  $("prompt").textContent = taps.prompt("opponent");
}

function beadButton(bead) {
  const b = document.createElement("button");
  b.type = "button";
  b.dataset.bead = bead.code;
  b.style.background = bead.rgb;
  const light = parseInt(bead.rgb.slice(1), 16);
  const lum = 0.299 * (light >> 16) + 0.587 * ((light >> 8) & 255) + 0.114 * (light & 255);
  b.style.color = lum > 140 ? "#000" : "#fff";
  b.disabled = bead.beads === 0;
  b.append(bead.code + " " + bead.colour);
  const small = document.createElement("small");
  small.textContent = t("operator.bead_move", { move: bead.move, beads: bead.count });
  b.append(small);
  b.onclick = () => answer("/api/bead", { bead: bead.code });
  return b;
}

// "Open box 12", the number in its own <span id="box-id">.
function showBoxId(id) {
  const span = document.createElement("span");
  span.id = "box-id";
  span.className = "box-id";
  span.textContent = id;
  $("open-box").replaceChildren(...tNodes("operator.open_box", { box: span }));
}

function showBox(v, q) {
  const box = v.box;
  $("box-panel").hidden = !box && !v.forced;
  $("real-title").textContent = t(box ? "operator.real_board_beads" : "operator.real_board");
  $("beads").replaceChildren();
  $("resign").hidden = !(box && box.empty);
  $("continue").hidden = !v.forced;
  if (box) {
    showBoxId(box.id);
    $("box-picture").hidden = false;
    $("box-picture").src = "/api/play/box.svg?" + q;
    const named = !!(state && state.opponent_machine);
    const draw = "operator.draw_" + (named ? "named_" : "") +
      (box.compartment ? "compartment" : "box");
    $("box-words").textContent = box.words + ". " + (box.empty ? t("operator.box_empty")
      : t(draw, { compartment: box.compartment, machine: box.machine }));
    for (const bead of box.beads) $("beads").append(beadButton(bead));
  } else if (v.forced) {
    showBoxId("—");
    $("box-picture").hidden = true;
    const mover = v.mover.charAt(0).toUpperCase() + v.mover.slice(1);
    $("box-words").textContent = v.hopeless ? t("operator.hopeless", { machine: mover })
      : t("operator.forced", { machine: mover, move: v.legal[0].notation });
  }
}

// One button per notation (Nim's "1from3" from either of two equal piles is one move): the
// moves not made on the board first, in the main colour.
function showMoveButtons(v) {
  const moves = $("moves");
  moves.replaceChildren();
  if (v.to_move !== "opponent") return;
  const unique = v.legal.filter((m, i) =>
    v.legal.findIndex((o) => o.notation === m.notation) === i);
  unique.sort((a, b) => taps.onBoard(a) - taps.onBoard(b));
  for (const m of unique) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = taps.onBoard(m) ? "secondary" : "";
    b.dataset.move = m.notation;
    b.textContent = m.words;
    b.onclick = () => answer("/api/move", { move: m.notation });
    moves.append(b);
  }
}

function showHeading(v) {
  const last = state && !state.error ? state.last : null;
  $("heading").textContent = v.moves.length === 0 && last
    ? t("operator.game_over", { n: last.number, result: resultWords(last), next: v.game_number })
    : v.moves.length ? t("operator.game_in_play", { n: v.game_number, moves: v.moves.join(" ") })
    : t("operator.game_new", { n: v.game_number });
}

function showView(v, fresh) {
  view = v;
  document.body.dataset.version = v.version;
  if (v.error) { showError(v.error); return; }
  if (!loaded && v.resumed) notice([t("operator.resuming")]);
  loaded = true;
  showHeading(v);
  $("first-label").hidden = v.first_choices.length === 0 || v.moves.length > 0;
  $("back").hidden = v.moves.length === 0 || v.over;
  $("first").value = v.first;
  const q = "first=" + encodeURIComponent(chosenFirst) + "&v=" + encodeURIComponent(v.version);
  $("board").src = "/api/play/board.svg?" + q;
  $("board").alt = v.position;
  showBox(v, q);
  taps.show(v, fresh);
  $("prompt").textContent = "";
  prompt();
  showMoveButtons(v);
  showFinished();
}

async function getJson(path) {
  return (await fetch(path, { cache: "no-store" })).json();
}

async function refresh(force) {
  try {
    const version = await (await fetch("/api/version", { cache: "no-store" })).text();
    if (!force && version === shownVersion) return;
    const [v, first] = await Promise.all([
      getJson("/api/play?first=" + encodeURIComponent(chosenFirst)), getJson("/api/state")]);
    // The totals may come from the version before while the server reads the new one: the
    // game in play has been read by now, so ask for them again.
    const s = first.version === v.version ? first : await getJson("/api/state");
    shownVersion = v.version;
    state = s;
    showView(v, v.version !== view?.version);
  } catch (e) {
    showError(t("not_answering", { error: e.message }));
    shownVersion = "";
  }
}

async function poll() {
  if (!busy) await refresh(false);
  setTimeout(poll, 1000);
}

// Undo asks first, saying what it takes back.
function confirmThen(text, action) {
  $("confirm-text").textContent = text;
  $("confirm").hidden = false;
  $("confirm-yes").onclick = () => { $("confirm").hidden = true; action(); };
  $("confirm-no").onclick = () => { $("confirm").hidden = true; };
}

$("undo").onclick = async () => {
  $("menu").open = false;
  const u = await getJson("/api/undo");
  if (u.error) { showError(u.error); return; }
  confirmThen(t("operator.undo_ask", { game: u.undo }), async () => {
    const a = await send("/api/undo", {});
    if (!a) return;
    notice([t("operator.took_back", { game: a.took_back })].concat(
      a.changes.length ? [t("operator.put_back", { changes: a.changes.join("; ") })] : []));
  });
};
// Takes back the last move typed in the game in play; the page lists the beads to put back.
$("back").onclick = async () => {
  $("menu").open = false;
  const a = await send("/api/back", {});
  if (a) notice(a.lines);
};
$("first").onchange = () => { chosenFirst = $("first").value; refresh(true); };
$("resign").onclick = () => answer("/api/resign", {});
$("continue").onclick = () => answer("/api/continue", {});
$("next").onclick = () => {
  localStorage.setItem(lastGameKey("next"), "yes");
  notice([]);
  showFinished();
};
textsReady.then(poll);
