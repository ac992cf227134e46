"""Print the OpenGL renderer string (run as a separate process by benchmarks/run.py)."""

import os

if not os.environ.get("DISPLAY"):
    os.environ.setdefault("ARCADE_HEADLESS", "1")

from tabletop_core.render._arcade import load_arcade  # noqa: E402

arcade = load_arcade()
window = arcade.Window(64, 64, "probe", visible=False, antialiasing=False)
info = window.ctx.info
print(f"{info.RENDERER} (OpenGL {window.ctx.gl_version[0]}.{window.ctx.gl_version[1]})")
