"""Authoring new games: ``tabletop new`` (scaffold), ``tabletop check`` (the author's checkup)
and ``tabletop dev`` (watch the source, reload, replay the match into the new code)."""
