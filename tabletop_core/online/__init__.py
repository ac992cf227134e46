"""Online play: one server holds the match, each person plays from their own computer.

:mod:`.protocol` is the wire format (``tabletop.online/1``), :mod:`.room` a match on the server
and what each seat may be sent, :mod:`.server` the Starlette app ``tabletop serve`` runs,
:mod:`.client` the :class:`RemoteMatch` a client plays through, :mod:`.terminal` hosting and
joining from the command line. ``docs/online.md`` documents the protocol.
"""
