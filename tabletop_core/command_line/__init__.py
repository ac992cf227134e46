"""The ``tabletop`` command's parts, one module per group of commands; the command table is
:mod:`tabletop_core.cli`."""
