"""The kit's reference, written from its docstrings: ``python -m
tabletop_core.render.kit.reference docs/kit-reference.md`` writes it again (a test checks the
committed page is current)."""

from __future__ import annotations

import inspect
import re
import sys
from pathlib import Path

from tabletop_core.render import parts
from tabletop_core.render.controllers import carry, drop, steps
from tabletop_core.render.kit import (
    bubble_level,
    camera,
    ending,
    fan,
    fitted_words,
    flights,
    giving_text,
    heap,
    kept_textures,
    labels,
    largest_fitting,
    layout,
    lowering_gauge,
    measured,
    notice,
    pad,
    piece_sprites,
    pieces,
    rows,
    segments,
    sizing,
    strokes,
    surfaces,
    texts,
    tilted_plane,
    timeline,
    type_steps,
    veils,
    window_layers,
    wordings,
    words_room,
)
from tabletop_core.render.kit.tree import Node

READING_ORDER = (
    "lay_out", "Context", "Row", "Column", "Stack", "Wrap", "Grid", "Box", "FirstFitting", "Text", "Piece",
    "Picture",
    "Space", "Gap", "Layout", "Placed", "DoesNotFit", "Measure", "Node", "Line", "Share", "share",
)  # fmt: skip
"""The kit's names as a newcomer meets them: laying out, the containers, the leaves, the result,
then what a new kind of node is built on."""

_TABLE_PARTS = (
    ("The table in three parts", parts, ("Table", "Scene", "Choreography", "Controller")),
    ("A game's ending", ending, ("Ending", "Art")),
    ("A choice made in steps", steps, ("ChoiceInSteps", "Step")),
    ("Pick up, carry, turn and let go", carry, ("Carry", "Steer")),
    ("How hard a piece let go lands", drop, ("release_speed", "lowered_drop")),
    ("Margins that give way first", pad, ("Pad",)),
    ("A part laid out at the largest size that fits", largest_fitting, ("LargestFitting",)),
    ("A band sized by what it holds", sizing, ("heights_of", "widths_of")),
    ("Rows of text as the canvas counts them", rows, ("row_height", "rows_held")),
    ("A laid-out tree's words drawn", texts, ("draw_text", "draw_texts")),
    ("Fewer words where the full ones would be cut", wordings, ("first_wording",)),
    ("Words that give lines back", giving_text, ("GivingText",)),
    ("Parts measured, not placed; forms chosen across", measured, ("Measured", "FittingAcross")),
    ("Room for any one of several wordings", words_room, ("WordsRoom",)),
    ("Words the painter fits to their width", fitted_words, ("FittedText",)),
    ("Cards fanned in a band", fan, ("Fan", "fanned", "uncovered")),
    ("Labels packed on lines under their pieces", labels, ("packed_labels",)),
    ("Panels, buttons and frames by name", surfaces, ("Surfaces", "colour", "ghost")),
    ("Pieces on the table", pieces, ("TablePiece", "Pieces")),
    ("Pieces drawn with arcade", piece_sprites, ("PieceSprites",)),
    ("Layers on the table's window", window_layers, ("still_layer", "warped_picture")),
    ("Things flying to their place", flights, ("Flights",)),
    ("Pictures shown between two times", segments, ("Segment", "box_of", "unease")),
    ("A board seen leaning", tilted_plane, ("TiltedPlane", "tilt_of")),
    (
        "A show of acts played in turn",
        timeline,
        ("Timeline", "Act", "recorded", "recording_seconds"),
    ),
    (
        "The gauge a lowered piece is timed by",
        lowering_gauge,
        ("LoweringGauge", "lowering_gauge", "paint_lowering_gauge"),
    ),
    ("Strokes and corners by name", strokes, ("corner",)),
    ("See-through veils by name", veils, ("veil", "solid", "opacity")),
    ("The fine and aside type", type_steps, ("fine", "aside")),
    ("Textures made once and kept", kept_textures, ("kept",)),
    (
        "A note over the board",
        notice,
        ("note_lines", "notice_height", "paint_notice", "paint_ground", "NoteLine"),
    ),
    ("A spirit level showing a lean", bubble_level, ("bubble_offset",)),
    ("A heap of like pieces", heap, ("Heap",)),
    ("A camera on a world", camera, ("fit", "Camera", "Follow")),
)
"""After the layout tree: what a table is made of, then the controllers games share."""

HEADER = """# The table kit: reference

Written from the docstrings by `python -m tabletop_core.render.kit.reference
docs/kit-reference.md`; do not edit by hand. How to use it: [authoring](authoring.md#the-layout-tree).
"""


def _signature(name: str, thing: object) -> str:
    """``name(parameters)``, without private parameters and with plain type names."""
    if inspect.isclass(thing) and getattr(thing, "_is_protocol", False):
        thing = thing.__call__  # a protocol is described by its call
    try:
        signature = inspect.signature(thing)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return name
    shown = [
        p.replace(annotation=_Plain(p.annotation)) if isinstance(p.annotation, str) else p
        for n, p in signature.parameters.items()
        if not n.startswith("_") and n != "self"
    ]
    back = signature.return_annotation
    signature = signature.replace(
        parameters=shown, return_annotation=_Plain(back) if isinstance(back, str) else back
    )
    return name + str(signature)


class _Plain(str):
    """A type written as text, shown without quotes."""

    def __repr__(self) -> str:
        return str(self)


def _markdown(doc: str) -> str:
    """A docstring's reStructuredText roles and literals as markdown."""
    doc = re.sub(r":(?:class|attr|mod|func|meth):`~?([\w.]+)`", r"`\1`", doc)
    return doc.replace("``", "`").replace("::\n", ":\n")


def _members(cls: type) -> list[str]:
    """The public methods and properties ``cls`` defines or documents anew, as markdown."""
    lines: list[str] = []
    for name, member in vars(cls).items():
        if name.startswith("_") or (
            cls is not Node and issubclass(cls, Node) and name in vars(Node)
        ):
            continue  # a node's sizing and placing is described once, on Node
        doc = inspect.getdoc(member)
        if isinstance(member, property) and doc:
            lines.append(f"- `{name}`: {_markdown(' '.join(doc.split()))}")
        elif inspect.isfunction(member) and doc:
            lines.append(f"- `{_signature(name, member)}`: {_markdown(' '.join(doc.split()))}")
    return lines


def _described(module: object, names: tuple[str, ...]) -> list[str]:
    """Each of ``names`` in ``module``: its signature, its docstring, its members."""
    lines: list[str] = []
    for name in names:
        thing = getattr(module, name)
        if not (inspect.isclass(thing) or inspect.isfunction(thing)):
            continue  # type aliases: described where they are used
        lines += [f"## `{name}`", "", f"```python\n{_signature(name, thing)}\n```", ""]
        lines += [_markdown(inspect.getdoc(thing) or ""), ""]
        if inspect.isclass(thing):
            members = _members(thing)
            lines += [*members, ""] if members else []
    return lines


def reference() -> str:
    """The reference page, as markdown."""
    page = [HEADER, _markdown(inspect.getdoc(layout) or ""), ""]
    page += _described(layout, READING_ORDER)
    for title, module, names in _TABLE_PARTS:
        page += [f"# {title}", "", _markdown(inspect.getdoc(module) or ""), ""]
        page += _described(module, names)
    return "\n".join(page).rstrip() + "\n"


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m tabletop_core.render.kit.reference OUT.md", file=sys.stderr)
        return 2
    Path(argv[0]).write_text(reference(), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
