// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "render/pdf_tidy.h"

// libqpdf's C API: its C++ headers (JSON.hh) do not compile with clang 14 in C++20, the
// sanitizer build's compiler.
#include <qpdf/qpdf-c.h>

#include "core/error.h"

namespace matchbox::render {

namespace {

// One libqpdf session, cleaned up however the function leaves.
class QpdfSession {
 public:
  QpdfSession() : data_(qpdf_init()) {
    // Errors are read from the calls' codes below, not printed by the library.
    qpdf_silence_errors(data_);
  }
  ~QpdfSession() { qpdf_cleanup(&data_); }
  QpdfSession(const QpdfSession&) = delete;
  QpdfSession& operator=(const QpdfSession&) = delete;
  qpdf_data get() const { return data_; }

  // Throws core::Error with libqpdf's message if `code` reports an error.
  void check(QPDF_ERROR_CODE code) const {
    if ((code & QPDF_ERRORS) == 0) return;
    const qpdf_error error = qpdf_get_error(data_);
    throw core::Error(
        std::string("cannot write the PDF: ") +
        (error != nullptr ? qpdf_get_error_full_text(data_, error) : "libqpdf failed"));
  }

 private:
  qpdf_data data_;
};

}  // namespace

std::string tidy_pdf(const std::string& pdf, const std::string& lang) {
  QpdfSession qpdf;
  // Reading Cairo's file warns of the duplicated keys that writing it again removes (the PDF
  // test checks that the files written have no warning).
  qpdf_set_suppress_warnings(qpdf.get(), QPDF_TRUE);
  qpdf.check(qpdf_read_memory(qpdf.get(), "cairo's PDF", pdf.data(), pdf.size(), nullptr));
  const qpdf_oh root = qpdf_get_root(qpdf.get());
  qpdf_oh_replace_key(qpdf.get(), root, "/Lang",
                      qpdf_oh_new_unicode_string(qpdf.get(), lang.c_str()));
  if (qpdf_has_error(qpdf.get()) != QPDF_FALSE) qpdf.check(QPDF_ERRORS);
  qpdf.check(qpdf_init_write_memory(qpdf.get()));
  qpdf_set_deterministic_ID(qpdf.get(), QPDF_TRUE);
  qpdf.check(qpdf_write(qpdf.get()));
  const unsigned char* written = qpdf_get_buffer(qpdf.get());
  return {reinterpret_cast<const char*>(written), qpdf_get_buffer_length(qpdf.get())};
}

}  // namespace matchbox::render
