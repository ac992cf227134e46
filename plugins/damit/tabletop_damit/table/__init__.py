"""The Dam It! table view: layout, card art, animations and input.

Importing :mod:`tabletop_damit.table.view` imports arcade; ``art``, ``layout``, ``building`` and
``motion`` do not.
"""
