"""The conformance kit, one module per part; its public face is :mod:`tabletop_core.testing`."""
