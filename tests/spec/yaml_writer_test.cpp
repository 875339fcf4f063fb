// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The YAML writer every report and tournament file goes through (spec/yaml_writer.h): text from
// files and users reads back as it was, plain where that is safe and double-quoted otherwise,
// in the places where yaml-cpp's emitter alone gets it wrong.
#include "spec/yaml_writer.h"

#include <catch2/catch.hpp>
#include <limits>
#include <string>
#include <vector>

namespace matchbox::testing {
namespace {

// `texts` as a flow list `[...]` and as a block map's values, each read back by yaml-cpp.
void check_round_trip(const std::vector<std::string>& texts) {
  spec::YamlWriter out;
  out << YAML::BeginMap << YAML::Key << "flow" << YAML::Value << YAML::Flow << YAML::BeginSeq;
  for (const std::string& t : texts) out << spec::yaml_text(t);
  out << YAML::EndSeq << YAML::Key << "block" << YAML::Value << YAML::BeginSeq;
  for (const std::string& t : texts) out << spec::yaml_text(t);
  out << YAML::EndSeq << YAML::EndMap;
  const std::string document = out.document();
  INFO(document);
  const YAML::Node root = YAML::Load(document);
  for (const char* key : {"flow", "block"}) {
    REQUIRE(root[key].size() == texts.size());
    for (std::size_t i = 0; i < texts.size(); ++i)
      CHECK(root[key][i].as<std::string>() == texts[i]);
  }
}

TEST_CASE("Names holding YAML's special characters read back as they were", "[yaml]") {
  check_round_trip({"a,b", "a, b",   "[x]",  "{x}",   "a: b",   "a:b", ":x", "x #y", "#c", "- d",
                    "-",   "&e",     "*f",   "!g",    "%h",     "@i",  "`j", "|k",   ">l", "?m",
                    "'q'", "\"dq\"", "a\\b", " lead", "trail ", "",    "~",  "=",    "<<"});
}

TEST_CASE("Names holding control characters, line breaks and Unicode read back as they were",
          "[yaml]") {
  check_round_trip({"tab\there", "two\nlines", "cr\r", "esc\x1b[31m", "nul\x01", "del\x7f",
                    "nel\xc2\x85", "c1\xc2\x9f", "nbsp\xc2\xa0", "ls\xe2\x80\xa8  x",
                    "ps\xe2\x80\xa9", "bom\xef\xbb\xbf", "Okabe\xe2\x80\x93Ito", "wei\xc3\x9f",
                    "\xf0\x9f\x98\x80 smile", std::string(3000, 'x') + ": long"});
}

TEST_CASE("Words a YAML reader would take for something else are quoted", "[yaml]") {
  for (const std::string text : {"yes", "No", "ON", "off", "true", "False", "null", "12", "1_000",
                                 "0x1F", "1e3", ".inf", "-1", "+1", "2026-01-01"}) {
    spec::YamlWriter out;
    out << spec::yaml_text(text);
    INFO(out.document());
    CHECK(out.document() == "\"" + text + "\"\n");
  }
}

TEST_CASE("Plain names stay plain, and quoted text is quoted whatever it holds", "[yaml]") {
  spec::YamlWriter out;
  out << YAML::Flow << YAML::BeginSeq << spec::yaml_text("sky blue")
      << spec::yaml_text("menace (select=duplicates)") << spec::yaml_text("wei\xc3\x9f")
      << spec::yaml_text("/home/ann/m_1.yaml") << spec::yaml_text("Y") << spec::yaml_quoted("K")
      << YAML::EndSeq;
  CHECK(out.document() ==
        "[sky blue, menace (select=duplicates), wei\xc3\x9f, /home/ann/m_1.yaml, Y, \"K\"]\n");
}

TEST_CASE("Characters yaml-cpp leaves raw in quotes are escaped", "[yaml]") {
  // DEL is not printable in YAML; U+2028 and U+2029 are line breaks to YAML 1.1 readers.
  for (const std::string text : {"del\x7f", "ls\xe2\x80\xa8", "ps\xe2\x80\xa9 \xc3\xa9"}) {
    spec::YamlWriter out;
    out << spec::yaml_quoted(text);
    const std::string document = out.document();
    INFO(document);
    CHECK(document.find_first_of("\x7f\xe2") == std::string::npos);
  }
}

TEST_CASE("The writer writes nothing as null and numbers with 6 significant digits", "[yaml]") {
  spec::YamlWriter out;
  out << YAML::Flow << YAML::BeginSeq << YAML::Null << 0.8533333333 << 2038.6666 << 1.0
      << std::numeric_limits<double>::infinity() << YAML::EndSeq;
  CHECK(out.document() == "[null, 0.853333, 2038.67, 1, .inf]\n");
}

}  // namespace
}  // namespace matchbox::testing
