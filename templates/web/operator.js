// The operator's tablet: the game in play, live on the tournament file. Taps on the real board
// send the opponent's move; bead buttons send the bead drawn; every answer is checked by the
// tracker and written to the file before the page shows the next step.
"use strict";

const $ = (id) => document.getElementById(id);
const token = new URLSearchParams(location.search).get("token") || "";
let view = null;        // The last /api/play answer.
let shownVersion = "";
let picked = [];        // Cells tapped so far for a move that takes several taps.
let busy = false;

function first() { return $("first").value; }

function showError(message) {
  $("error").hidden = !message;
  $("error").textContent = message || "";
}

function notice(lines) {
  $("notice").hidden = lines.length === 0;
  $("notice").textContent = lines.join(" ");
}

async function send(path, fields) {
  if (busy) return null;
  busy = true;
  try {
    const body = new URLSearchParams(Object.assign({ first: first() }, fields));
    if (token) body.set("token", token);
    const res = await fetch(path, { method: "POST", body });
    const answer = await res.json();
    if (!res.ok) { showError(answer.error || "refused (HTTP " + res.status + ")"); return null; }
    showError("");
    return answer;
  } catch (e) {
    showError("The tracker is not answering: " + e.message);
    return null;
  } finally {
    busy = false;
    await refresh(true);
  }
}

async function answer(path, fields) {
  const a = await send(path, fields);
  if (!a) return;
  notice(a.messages || []);
  if (a.finished) showFinished(a.finished.result, a.finished.changes);
}

function showFinished(result, changes) {
  $("finished").hidden = false;
  document.querySelector("main").classList.add("over");
  const word = result.split(" ")[0];
  $("finished-result").textContent = "Game over: " +
    ({ win: "the machine won", draw: "a draw", loss: "the machine lost" }[word] || word) +
    result.slice(word.length);
  $("finished-board").src = "/api/last.svg?t=" + Date.now();
  const list = $("finished-changes");
  list.replaceChildren();
  if (changes.length === 0) {
    const li = document.createElement("li");
    li.textContent = "No beads change.";
    list.append(li);
  }
  changes.forEach((line, i) => {
    const li = document.createElement("li");
    const label = document.createElement("label");
    const box = document.createElement("input");
    box.type = "checkbox";
    box.id = "done-" + i;
    box.onchange = () => { li.className = box.checked ? "done" : ""; };
    label.append(box, " " + line);
    li.append(label);
    list.append(li);
  });
}

function tapCell(cell) {
  if (!view || view.to_move !== "opponent" || busy) return;
  picked.push(cell);
  const starts = (m) => picked.every((c, i) => m.path[i] === c);
  let candidates = view.legal.filter(starts);
  if (candidates.length === 0) { picked = [cell]; candidates = view.legal.filter(starts); }
  const exact = candidates.filter((m) => m.path.length === picked.length);
  if (exact.length === 1 && (candidates.length === 1 || picked.length > 1)) {
    picked = [];
    answer("/api/move", { move: exact[0].notation });
  } else if (candidates.length === 0) {
    picked = [];
    showError("No legal move starts there. Legal moves: " +
              view.legal.map((m) => m.notation).join(", "));
  }
  drawCells();
}

function drawCells() {
  const layer = $("cells");
  layer.replaceChildren();
  if (!view || !view.cells) return;
  const opponent = view.to_move === "opponent";
  for (const c of view.cells) {
    const b = document.createElement("button");
    b.type = "button";
    b.dataset.cell = c.cell;
    b.style.left = c.x * 100 + "%";
    b.style.top = c.y * 100 + "%";
    b.style.width = c.w * 100 + "%";
    b.style.height = c.h * 100 + "%";
    const legal = opponent && view.legal.some((m) => m.path[picked.length] === c.cell &&
                                                  picked.every((p, i) => m.path[i] === p));
    b.className = (legal ? "legal" : "") + (picked.includes(c.cell) ? " picked" : "");
    b.setAttribute("aria-label", "cell " + c.cell);
    b.onclick = () => tapCell(c.cell);
    layer.append(b);
  }
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
  b.innerHTML = "";
  b.append(bead.code + " " + bead.colour);
  const small = document.createElement("small");
  small.textContent = "move " + bead.move + " · " + bead.beads + (bead.beads === 1 ? " bead" : " beads");
  b.append(small);
  b.onclick = () => answer("/api/bead", { bead: bead.code });
  return b;
}

let loaded = false;     // The first view has been shown.

function showView(v) {
  view = v;
  document.body.dataset.version = v.version;
  if (v.error) { showError(v.error); return; }
  $("heading").textContent = "Game " + v.game_number +
    (v.moves.length ? ": " + v.moves.join(" ") : "");
  if (!loaded && v.resumed) notice(["Resuming the game in play."]);
  loaded = true;
  $("first-label").hidden = v.first_choices.length === 0 || v.moves.length > 0;
  const q = "first=" + encodeURIComponent(first()) + "&v=" + encodeURIComponent(v.version);
  $("board").src = "/api/play/board.svg?" + q;
  const box = v.box;
  $("box-panel").hidden = !box && !v.forced;
  $("real-title").textContent = box ? "Real board: each bead's move where it lands" : "Real board";
  const beads = $("beads");
  beads.replaceChildren();
  $("resign").hidden = !(box && box.empty);
  $("continue").hidden = !v.forced;
  if (box) {
    $("box-id").textContent = box.id;
    $("box-picture").hidden = false;
    $("box-picture").src = "/api/play/box.svg?" + q;
    $("box-words").textContent = box.words + ". Draw a bead from " +
      (box.compartment ? "compartment " + box.compartment + " of " : "") +
      (box.machine === "the machine" ? "the box" : box.machine + "'s box") + ":";
    if (box.empty) $("box-words").textContent = box.words + ". The box is empty.";
    for (const bead of box.beads) beads.append(beadButton(bead));
    $("prompt").textContent = "";
  } else if (v.forced) {
    $("box-id").textContent = "—";
    $("box-picture").hidden = true;
    $("box-words").textContent = v.mover + " has no box here.";
  }
  if (v.to_move === "opponent") $("prompt").textContent = "Tap the opponent's move.";
  const moves = $("moves");
  moves.replaceChildren();
  if (v.to_move === "opponent")
    // One button per notation: Nim's "1from3" from either of two equal piles is one move.
    for (const m of v.legal.filter((m, i) => v.legal.findIndex((o) => o.notation === m.notation) === i)) {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "secondary";
      b.textContent = m.notation;
      b.onclick = () => answer("/api/move", { move: m.notation });
      moves.append(b);
    }
  drawCells();
}

async function refresh(force) {
  try {
    const version = await (await fetch("/api/version", { cache: "no-store" })).text();
    if (!force && version === shownVersion) return;
    const v = await (await fetch("/api/play?first=" + encodeURIComponent(first()),
                                 { cache: "no-store" })).json();
    shownVersion = v.version;
    showView(v);
  } catch (e) {
    showError("The tracker is not answering: " + e.message);
    shownVersion = "";
  }
}

async function poll() {
  if (!busy) await refresh(false);
  setTimeout(poll, 1000);
}

$("first").onchange = () => refresh(true);
$("resign").onclick = () => answer("/api/resign", {});
$("continue").onclick = () => answer("/api/continue", {});
function hideFinished() {
  $("finished").hidden = true;
  document.querySelector("main").classList.remove("over");
}

$("next").onclick = () => { hideFinished(); notice([]); refresh(true); };
$("undo").onclick = async () => {
  const a = await send("/api/undo", {});
  if (!a) return;
  hideFinished();
  notice(["Took back " + a.took_back + "."].concat(
    a.changes.length ? ["To put the boxes back: " + a.changes.join("; ") + "."] : []));
};
poll();
