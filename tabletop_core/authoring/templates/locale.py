"""The scaffold's catalogues: its own strings in French and German, compiled to ``.mo`` when
``tabletop new`` writes them (``python -m tabletop_core.i18n_tools all PACKAGE_FOLDER`` does
the same after an edit). The ``.pot`` template is extracted from the written source then.

Placeholders as in :mod:`tabletop_core.authoring.scaffold`.
"""

FILES: dict[str, str] = {}

_HEADER = """\
msgid ""
msgstr ""
"Project-Id-Version: {{DIST}}\\n"
"Language: {code}\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=utf-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"Plural-Forms: nplurals=2; plural={plural};\\n"

"""

_MESSAGES: list[tuple[str | tuple[str, str], str | tuple[str, str], str | tuple[str, str]]] = [
    ("trout", "truite", "Forelle"),
    ("perch", "perche", "Barsch"),
    ("carp", "carpe", "Karpfen"),
    ("{kind} {value}", "{kind} {value}", "{kind} {value}"),
    ("{name} takes {fish}", "{name} prend {fish}", "{name} nimmt {fish}"),
    (
        (", paying {count} pebble", ", paying {count} pebbles"),
        (", en payant {count} caillou", ", en payant {count} cailloux"),
        (", zahlt {count} Kiesel", ", zahlt {count} Kiesel"),
    ),
    (", gaining {count}", ", en gagnant {count}", ", gewinnt {count}"),
    (
        "a new fish has swum into the pond since",
        "un nouveau poisson est arrivé dans l'étang depuis",
        "seitdem ist ein neuer Fisch in den Teich geschwommen",
    ),
    ("{fish} swims into the pond", "{fish} arrive dans l'étang", "{fish} schwimmt in den Teich"),
    (
        "The pond is empty: the game is over",
        "L'étang est vide : la partie est finie",
        "Der Teich ist leer: das Spiel ist aus",
    ),
    ("take nothing", "ne rien prendre", "nichts nehmen"),
    ("take {fish} (pay {cost})", "prendre {fish} (payer {cost})", "{fish} nehmen ({cost} zahlen)"),
    ("take {fish}", "prendre {fish}", "{fish} nehmen"),
    (
        ("{points} point", "{points} points"),
        ("{points} point", "{points} points"),
        ("{points} Punkt", "{points} Punkte"),
    ),
    ("The pond", "L'étang", "Der Teich"),
    (
        (
            "The pond  ·  {count} fish still in the deck",
            "The pond  ·  {count} fish still in the deck",
        ),
        (
            "L'étang  ·  encore {count} poisson dans la pioche",
            "L'étang  ·  encore {count} poissons dans la pioche",
        ),
        (
            "Der Teich  ·  noch {count} Fisch im Stapel",
            "Der Teich  ·  noch {count} Fische im Stapel",
        ),
    ),
    ("free", "gratuit", "gratis"),
    ("pay {cost}", "payer {cost}", "{cost} zahlen"),
    (
        ("{count} set", "{count} sets"),
        ("{count} série", "{count} séries"),
        ("{count} Satz", "{count} Sätze"),
    ),
    (
        "take a fish (click it or press [1]–[5]); each fish you reach past costs a pebble",
        "prenez un poisson (cliquez-le ou tapez [1]–[5]) ; chaque poisson dépassé coûte un caillou",
        "nimm einen Fisch (klicken oder [1]–[5] drücken); jeder Fisch, an dem du vorbeigreifst, "
        "kostet einen Kiesel",
    ),
]


def _quoted(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


Message = tuple[str | tuple[str, str], str | tuple[str, str], str | tuple[str, str]]
"""A message in English, French and German; a plural as (singular, plural) in each."""


def _catalogue(column: int, code: str, plural: str, messages: list[Message] = _MESSAGES) -> str:
    parts = [_HEADER.replace("{code}", code).replace("{plural}", plural)]
    for entry in messages:
        source, translated = entry[0], entry[column]
        if isinstance(source, tuple):
            assert isinstance(translated, tuple)
            parts.append(
                f"msgid {_quoted(source[0])}\nmsgid_plural {_quoted(source[1])}\n"
                f"msgstr[0] {_quoted(translated[0])}\nmsgstr[1] {_quoted(translated[1])}\n\n"
            )
        else:
            assert isinstance(translated, str)
            parts.append(f"msgid {_quoted(source)}\nmsgstr {_quoted(translated)}\n\n")
    return "".join(parts)


def catalogues(messages: list[Message]) -> dict[str, str]:
    """The French and German ``.po`` files of a scaffold whose strings are ``messages``."""
    return {
        "{{PACKAGE}}/locale/fr/LC_MESSAGES/{{PACKAGE}}.po": _catalogue(
            1, "fr", "(n > 1)", messages
        ),
        "{{PACKAGE}}/locale/de/LC_MESSAGES/{{PACKAGE}}.po": _catalogue(
            2, "de", "(n != 1)", messages
        ),
    }


FILES.update(catalogues(_MESSAGES))

LANGUAGES = ("fr", "de")
"""The languages the scaffold ships besides English."""
