"""The Dam It! table view: layout, card art, animations and input.

Importing :mod:`tabletop_damit.table.view` imports arcade; ``art``, ``layout`` and ``building``
do not (its flights are the kit's, :mod:`tabletop_core.render.kit.flights`).
"""
