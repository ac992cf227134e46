"""The server's one-line reasons in the reader's own language.

A server speaks English on the wire: its own refusals ("this join code is unknown or has
expired…") are English messages marked for translation, and each person's window translates them
into its own language through the catalogues, so a French family and a German one at the same
server each read their own. A reason the catalogues do not know (one with a name or a number in
it, or a game's rule worded by a server in another language) is shown as the server sent it.
"""

from __future__ import annotations

from typing import Any

from tabletop_core.i18n import _, package_of, translate


def in_my_words(reason: str, game: Any = None) -> str:
    """``reason`` from the core's catalogue, else ``game``'s, else as it came."""
    ours = _(reason)
    if ours != reason or game is None:
        return ours
    return translate(package_of(game), reason)
