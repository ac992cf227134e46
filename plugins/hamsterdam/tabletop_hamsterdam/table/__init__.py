"""The Hamsterdam table view: layout, art, the choices offered, animations and input.

Importing :mod:`tabletop_hamsterdam.table.view` imports arcade; ``art``, ``layout`` and
``choices`` do not.
"""
