// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "simulate/plain_walk.h"

#include "core/error.h"

namespace matchbox::simulate {

PlainWalk::PlainWalk(const GameGraph& graph, const MachineView& view,
                     const tracker::BeadLayout& layout, int machine_side,
                     const OptimalMoves* optimal)
    : max_plies_(graph.max_plies), machine_side_(machine_side) {
  MATCHBOX_CHECK(graph.outcome.front() < 0);  // The game starts.
  const std::vector<std::int32_t>& first = optimal ? optimal->first_opt : graph.first_succ;
  const std::vector<std::int32_t>& succ = optimal ? optimal->opt_succ : graph.succ;
  // Node n's mover (with its box's first slot) and successors, in the record's order.
  struct Record {
    std::int32_t mover = kHopeless;
    std::span<const std::int32_t> next;  // Into `succ` or view.slot_succ.
    std::int32_t size() const { return 1 + (mover >= 0) + static_cast<std::int32_t>(next.size()); }
  };
  const auto record_of = [&](std::size_t n) {
    Record r;
    if (graph.to_move[n] != machine_side) {
      r.mover = kOpponent - (first[n + 1] - first[n] - 1);
      r.next = std::span(succ).subspan(static_cast<std::size_t>(first[n]),
                                       static_cast<std::size_t>(first[n + 1] - first[n]));
      return r;
    }
    const std::int32_t box = view.box[n];
    const auto slots =
        std::span(view.slot_succ).subspan(static_cast<std::size_t>(view.first_slot[n]));
    if (box == MachineView::kForced) r.mover = kForced, r.next = slots.first(1);
    if (box >= 0)
      r.mover = box, r.next = slots.first(static_cast<std::size_t>(layout.slot_count(box)));
    return r;
  };
  // Offsets first, so that entries can point forwards.
  std::vector<std::int32_t> offset(graph.outcome.size(), -1);
  std::vector<Record> records(graph.outcome.size());
  std::int32_t size = 0;
  for (std::size_t n = 0; n < offset.size(); ++n) {
    if (graph.outcome[n] >= 0) continue;
    records[n] = record_of(n);
    offset[n] = size;
    size += records[n].size();
  }
  records_.reserve(static_cast<std::size_t>(size));
  for (std::size_t n = 0; n < offset.size(); ++n) {
    if (offset[n] < 0) continue;
    records_.push_back(records[n].mover);
    if (records[n].mover >= 0) records_.push_back(layout.first_slot[records[n].mover]);
    for (const std::int32_t next : records[n].next) {
      const auto un = static_cast<std::size_t>(next);
      const auto o = static_cast<core::Outcome>(graph.outcome[un]);
      records_.push_back(offset[un] >= 0 ? offset[un]
                         : graph.to_move[un] == 0
                             ? kOver - static_cast<std::int32_t>(o)
                             : kOver - static_cast<std::int32_t>(core::reverse(o)));
    }
  }
}

GameEnd PlainWalk::play(Rng& run_rng, std::span<const int> beads, std::span<const int> box_totals,
                        GameDraws& draws) const {
  // The generator's state in registers for the game, not in memory the draws might alias.
  Rng rng = run_rng;
  tracker::Draw* const first_draw = draws.room();
  tracker::Draw* drawn = first_draw;
  const auto done = [&](const GameEnd& end) {
    run_rng = rng;
    draws.resize(static_cast<std::size_t>(drawn - first_draw));
    return end;
  };
  const std::int32_t* const records = records_.data();
  const int max_plies = max_plies_;
  GameEnd end;
  std::int32_t at = 0;
  int ply = 0;
  for (; ply < max_plies; ++ply) {  // A longer game is adjudicated a draw.
    const std::int32_t* record = records + at;
    const std::int32_t mover = record[0];
    const std::int32_t* entry = record + 1;
    std::int32_t choice = 0;
    if (mover <= kOpponent) {
      const auto choices = static_cast<std::uint32_t>(kOpponent + 1 - mover);
      choice = static_cast<std::int32_t>(rng.below(choices));
    } else if (mover >= 0 && box_totals[static_cast<std::size_t>(mover)] > 0) {
      // A bead at random: one random number below the box's total, and a walk along its slots.
      const int* slot = beads.data() + record[1];
      const auto total = static_cast<std::uint32_t>(box_totals[static_cast<std::size_t>(mover)]);
      auto r = static_cast<int>(rng.below(total));
      while (r >= slot[choice]) r -= slot[choice++];
      *drawn++ = {mover, choice, ply};
      ++entry;
    } else if (mover != kForced) {
      // An empty box, or no box where the position is hopeless: the machine resigns.
      end.plies = ply;
      end.resigned = machine_side_;
      end.first = machine_side_ == 0 ? core::Outcome::kLoss : core::Outcome::kWin;
      return done(end);
    }
    at = entry[choice];
    if (at < 0) {
      end.plies = ply + 1;
      end.first = static_cast<core::Outcome>(kOver - at);
      return done(end);
    }
  }
  end.plies = ply;
  return done(end);
}

}  // namespace matchbox::simulate
