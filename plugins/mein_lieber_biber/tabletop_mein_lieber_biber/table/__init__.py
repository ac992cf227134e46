"""The Mein lieber Biber table view: layout, pictures, the raft's show and input.

Importing :mod:`tabletop_mein_lieber_biber.table.view` imports arcade; ``art``, ``layout``,
``aim`` and ``motion`` do not.
"""
