"""Pictures, fonts and sounds shipped as files in a package, listed in its manifest.

The core and each game keep theirs in an ``assets`` folder beside their code, named in
``assets/manifest.toml`` (:mod:`tabletop_core.assets.manifest`); :mod:`~tabletop_core.assets.library`
finds them through the package, :mod:`~tabletop_core.assets.raster` draws pictures at the size
they are shown. An artist replaces a picture by replacing its file (docs/authoring.md).
"""

from __future__ import annotations

from tabletop_core.assets.library import Asset, PackageAssets, asset, assets_of

__all__ = ["Asset", "PackageAssets", "asset", "assets_of"]
