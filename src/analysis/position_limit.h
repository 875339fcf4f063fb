// Size guards: how many positions a walk of a game (box enumeration, the solver, the
// simulator's game graph) may visit before matchbox refuses the command. Boards grow
// exponentially with their size (8 x 8 pawns or checkers have billions of positions), so the
// walks count the positions they keep and stop at the limit, well before time or memory run
// out; `--max-positions N` raises the limit for a big run that is wanted. The default is
// spec::kDefaultMaxPositions.
#pragma once

#include <cstdint>

#include "games/game.h"
#include "spec/machine_spec.h"

namespace matchbox::analysis {

// Throws core::Error "GAME has more than LIMIT reachable positions, the limit (raise it with
// --max-positions N)" if `positions` (the number kept so far) exceeds `limit`.
void check_position_count(const games::Game& game, std::int64_t positions, std::int64_t limit);

}  // namespace matchbox::analysis
