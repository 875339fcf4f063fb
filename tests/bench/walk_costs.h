// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// What the size guards' walks cost (analysis/position_limit.h): the solver, the box walk and
// the simulator's game graph, each on boards near and past its default limits. Two probes per
// walk and board, each a budget that sets one limit exactly and lifts the other:
// - BM_Walk/<walk>/memory/<board>: a limit of positions; a board past it is walked until the
//   guard refuses it, so it keeps exactly that many; a board that fits is walked whole (the
//   solver's retrograde analysis builds its graph of moves only then). Counters: `positions`
//   kept and `bytes_per_position`, the peak of heap memory over the walk (heap_peak.h) divided
//   by the positions (the box walk does not count the positions of a board it walks whole).
// - BM_Walk/<walk>/time/<board>: a limit of moves walked; items_per_second is moves walked per
//   second of CPU time of a board past it (labelled "refused"; one walked whole, "whole").
// position_limit.cpp takes its constants from these figures:
//   build/matchbox_bench --benchmark_filter=BM_Walk
#pragma once

namespace matchbox::bench {

// Registers the BM_Walk/<walk>/<board> benchmarks with Google Benchmark.
void register_walk_costs();

}  // namespace matchbox::bench
