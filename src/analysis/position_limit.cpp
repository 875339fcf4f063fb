#include "analysis/position_limit.h"

#include <string>

#include "core/error.h"

namespace matchbox::analysis {

void check_position_count(const games::Game& game, std::int64_t positions, std::int64_t limit) {
  if (positions <= limit) return;
  throw core::Error(games::describe_game(game) + " has more than " + std::to_string(limit) +
                    " reachable positions, the limit for one command; expected a smaller "
                    "board, or raise the limit with --max-positions N");
}

}  // namespace matchbox::analysis
