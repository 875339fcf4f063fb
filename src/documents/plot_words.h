// Words the simulator's and the rules study's plots share (matchbox simulate --plot, matchbox
// compare --plot), in the language in force (core::translate_plural, context "plot").
#pragma once

#include <string>

namespace matchbox::documents {

// "1 run", "100 runs": the runs a mean is taken over.
std::string runs_words(int runs);

// The note under a simulated curve: "Mean of 100 runs, after every game." (`block` 1) or
// "..., after every 20 games.".
std::string mean_note(int runs, int block);

}  // namespace matchbox::documents
