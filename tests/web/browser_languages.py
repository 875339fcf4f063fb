# SPDX-FileCopyrightText: 2026 The matchbox authors
# SPDX-License-Identifier: GPL-3.0-or-later

"""The pages in the browser's language (docs/translations.md, "The browser pages"): a browser
that asks for German (Chromium's --lang and Accept-Language) gets the operator page and the
festival screen in German, with <html lang="de">, every marked element worded from the page's
texts and the menu showing Deutsch; the menu switches to Ukrainian (Cyrillic, no overflow on a
phone) and the choice is kept; ?lang=en outweighs both. Screenshots: operator-de, display-de,
operator-uk-phone, display-uk.

The checks marked TRANSLATED need po/de.po to translate the pages' words (templates/texts/
web.yaml); the others check the machinery, whatever the catalogues hold.
"""
import os

import browser_driver as d

# Every element marked data-t in the page (not its <title>, which the festival screen turns into
# its totals) says its text in the page's language.
FILLED = ("return [...document.querySelectorAll('body [data-t]')]"
          ".every(e => e.textContent === t(e.dataset.t));")


def page_language(b):
    return b.js("return document.documentElement.lang;")


def loaded(b, url, lang, what):
    b.go(url)
    b.wait(lambda: page_language(b) == lang and b.js("return $('language').value;") == lang,
           f"{what} comes up in {lang}, the menu showing it")
    d.check(b.js(FILLED), f"{what}: every marked element is worded in {lang}")


def languages(b, url, shots):
    """`b` asks for German. The festival screen and the operator page of the server at `url`."""
    loaded(b, url + "/operator", "de", "the operator page")
    b.wait(lambda: b.text("#box-id") == "1", "the German operator page opens box 1")
    names = b.js("return [...$('language').options].map(o => o.value + '=' + o.textContent);")
    d.check("en=English" in names and len(names) >= 2, "the menu lists the languages: " +
            ", ".join(names))
    d.check(b.js("return pageTexts['operator.next'] !== 'Next game';") and
            "de=Deutsch" in names,
            "TRANSLATED: the operator page's words and the menu's Deutsch are German")
    b.size(1024, 768)
    b.screenshot(os.path.join(shots, "operator-de.png"))
    loaded(b, url + "/", "de", "the festival screen")
    b.size(1920, 1080)
    b.wait(lambda: b.text("#games") == "0", "the German festival screen shows the totals")
    b.screenshot(os.path.join(shots, "display-de-1920x1080.png"))
    # The menu: Ukrainian, kept for the next page, and the page's data in it too.
    b.js("const m = $('language'); m.value = 'uk'; m.onchange();")
    b.wait(lambda: page_language(b) == "uk", "the menu switches the festival screen to Ukrainian")
    d.check(b.js(FILLED), "the festival screen is worded in Ukrainian")
    b.screenshot(os.path.join(shots, "display-uk-1920x1080.png"))
    loaded(b, url + "/operator", "uk", "the operator page, after the menu's choice,")
    b.size(390, 844)
    b.wait(lambda: b.text("#box-id") == "1", "the Ukrainian operator page opens box 1")
    d.check(b.js("return document.documentElement.scrollWidth <= window.innerWidth;"),
            "nothing overflows the Ukrainian operator page on a phone")
    b.screenshot(os.path.join(shots, "operator-uk-phone.png"))
    loaded(b, url + "/operator?lang=en", "en", "?lang=en")
    d.check(b.text('[data-t="operator.menu"]') == "Menu", "?lang=en: the page is English")
    # The page's ?lang= is kept as the menu's choice: the English stays without it.
    loaded(b, url + "/", "en", "the festival screen after ?lang=en")
    # German again, for the machines' games that follow (the cookie is the host's, every port's).
    loaded(b, url + "/operator?lang=de", "de", "?lang=de")
    b.size(1024, 768)
