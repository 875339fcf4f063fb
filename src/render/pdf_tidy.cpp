// SPDX-FileCopyrightText: 2026 The matchbox authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "render/pdf_tidy.h"

// libqpdf 11 without its old PointerHolder (std::shared_ptr only), as its headers ask to choose.
#define POINTERHOLDER_TRANSITION 4

#include <exception>
#include <memory>
#include <qpdf/Buffer.hh>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFObjectHandle.hh>
#include <qpdf/QPDFWriter.hh>

#include "core/error.h"

namespace matchbox::render {

std::string tidy_pdf(const std::string& pdf, const std::string& lang) {
  try {
    QPDF doc;
    // Reading Cairo's file warns of the duplicated keys that writing it again removes (the
    // PDF test checks that the files written have no warning).
    doc.setSuppressWarnings(true);
    doc.processMemoryFile("cairo's PDF", pdf.data(), pdf.size());
    doc.getRoot().replaceKey("/Lang", QPDFObjectHandle::newUnicodeString(lang));
    QPDFWriter writer(doc);
    writer.setOutputMemory();
    writer.setDeterministicID(true);
    writer.write();
    const std::shared_ptr<Buffer> written = writer.getBufferSharedPointer();
    return {reinterpret_cast<const char*>(written->getBuffer()), written->getSize()};
  } catch (const std::exception& e) {
    throw core::Error(std::string("cannot write the PDF: ") + e.what());
  }
}

}  // namespace matchbox::render
