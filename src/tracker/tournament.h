// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The tournament records (spec/tournament.h) under the names the tracker gives them: what a
// tournament file records is read and written by spec/, and replayed here (tracker/ledger.h).
#pragma once

#include "spec/tournament.h"

namespace matchbox::tracker {

using spec::Adjust;
using spec::Event;
using spec::GameRecord;
using spec::kTournamentFormat;
using spec::MachineRef;
using spec::RecordedChange;
using spec::SessionStart;
using spec::Tournament;
using spec::Turn;
using spec::Undo;

}  // namespace matchbox::tracker
