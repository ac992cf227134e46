"""The prompt bar: what the seat to act is asked (or who is thinking, or what the open overlay
is for), with its keys drawn as caps, and a hint under it (:meth:`PromptBar.say`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tabletop_core.game import supports
from tabletop_core.i18n import _
from tabletop_core.keys import escape, plain
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.hint_fit import fit_hint, hint_wordings
from tabletop_core.render.key_caps import lines_needed as marked_lines
from tabletop_core.render.key_caps import paint_marked
from tabletop_core.render.kit import Piece
from tabletop_core.render.theme import Palette, Sizes, frame_bands, seat_color, seat_shape

if TYPE_CHECKING:
    from tabletop_core.render.host import HostView

MOST_MOVES = 5
"""Legal moves the prompt lists at most (fewer when they do not fit)."""


def prompt_node(sizes: Sizes) -> Piece:
    """The bar's place in the frame's tree: the whole width, two lines of body text tall."""
    return Piece((0, frame_bands(sizes)[1]), key="prompt")


class PromptBar:
    """The band under the table. Its hint stays until the next action, or for the seconds
    :meth:`say` was given."""

    def __init__(self, host: HostView) -> None:
        self.host = host
        self.hint = ""
        """The hint in its longest wording ("" for none)."""
        self.wordings: tuple[str, ...] = ()
        """The hint in all its wordings, longest first."""
        self.left: float | None = None
        """Seconds the hint has left (``None``: until the next action)."""

    # -- the hint ---------------------------------------------------------------------------

    def say(self, text: str | Sequence[str], seconds: float | None = None) -> None:
        """A hint under the prompt until the next action (or, given ``seconds``, until they
        have passed): one wording, or several longest first (the longest that fits is shown,
        wrapped onto the whole bar when it must)."""
        self.wordings = hint_wordings(text)
        self.hint = self.wordings[0] if self.wordings else ""
        self.left = seconds
        self.host.refresh()

    def forget(self) -> None:
        """No hint any more (an action was made, or a new match began)."""
        self.hint, self.wordings, self.left = "", (), None

    def tick(self, delta_time: float) -> None:
        """Each frame: a hint given seconds loses them, and goes when they are spent."""
        if self.left is not None:
            self.left -= delta_time
            if self.left <= 0:
                self.say("")

    # -- the prompt -------------------------------------------------------------------------

    def prompt_text(self, most: int = MOST_MOVES, variant: int = 0) -> str:
        """The prompt as readable text: keys by their names, without the caps' markup."""
        return plain(self.host.prompt_marked(most, variant))

    def prompt_marked(self, most: int = MOST_MOVES, variant: int = 0) -> str:
        """What the seat to act is asked, or who is thinking, with its keys marked for caps
        (:mod:`tabletop_core.keys`); a table's own prompt if it has one (its ``variant``-th
        wording, when it offers several, longest first), else up to ``most`` of the legal
        moves described."""
        host = self.host
        match = host.match
        to_act = match.to_act
        if to_act is None:
            from tabletop_core.render.end_screen import winners_line

            result = match.result
            if not result:
                return _("The game is over.")
            winners = escape(winners_line(result, match.names))
            return _("The game is over. {winners}").format(winners=winners)
        name = escape(match.names[to_act])
        if host.in_order.held:  # the table is still showing the last move
            return _("Watch the table…")
        if match.is_bot(to_act):
            return _("{name} (bot) is thinking…").format(name=name)
        aside = self.overlay_prompt()
        if aside:
            return aside
        controller = host.parts.controller if host.parts is not None else None
        if controller is not None:
            text = host._guard(controller.prompt)
            if text and not isinstance(text, str):
                wordings = list(text)
                text = wordings[min(variant, len(wordings) - 1)] if wordings else ""
            if text:
                return _("{name}: {prompt}").format(name=name, prompt=text)
            if controller.words_own_prompt():  # a table that asks on the table: no list of moves
                return _("{name}, your turn: choose on the table.").format(name=name)
        return _("{name}, your turn: {choices}").format(name=name, choices=self.choices(most))

    def overlay_prompt(self) -> str:
        """What the open overlay is for and the way back (the moves wait behind it)."""
        overlay = self.host.overlay
        if overlay == "rules":
            return _("Reading the rules: F1 or Esc goes back to the game.")
        if overlay == "menu":
            return _("The game is paused: Esc goes back to it.")
        if overlay == "again":
            return _("Play again? Esc keeps this result.")
        if overlay == "restart":
            return _("Restart this match? Esc keeps playing.")
        return ""

    def choices(self, most: int = MOST_MOVES) -> str:
        """Up to ``most`` legal moves in the game's words, or the kinds of move counted."""
        match = self.host.match
        legal = match.legal_actions()
        if not legal:
            return _("nothing to do")
        if supports(match.game, "describe_action"):
            view = match.view(self.host.viewer)
            words = []
            for action in legal[:most]:
                try:
                    words.append(escape(match.game.describe_action(view, action, match.names)))
                except Exception:
                    words.append(type(action).__name__.lower())
            more = (
                _(" (or {count} more)").format(count=len(legal) - most) if len(legal) > most else ""
            )
            return " · ".join(words) + more
        kinds: dict[str, int] = {}
        for action in legal:
            kinds[type(action).__name__] = kinds.get(type(action).__name__, 0) + 1
        return _(" or ").join(f"{kind.lower()} ({count})" for kind, count in kinds.items())

    def within(self, width: float, lines: int) -> str:
        """The prompt (marked) in the wording that fits on ``lines`` lines of ``width`` pixels,
        its key caps measured as drawn: a table's shorter wording, or fewer of the moves
        listed, rather than a cut sentence."""
        sizes = self.host.sizes
        marked = self.host.prompt_marked

        def fits(text: str) -> bool:
            return marked_lines(text, sizes.body, width, bold=True) <= lines

        text = marked()
        variant = 0
        while not fits(text) and marked(variant=variant + 1) != text:
            variant += 1
            text = marked(variant=variant)
        most = MOST_MOVES
        while most > 1 and not fits(text):
            most -= 1
            text = marked(most, variant)
        return text

    # -- drawing ----------------------------------------------------------------------------

    def paint(self, canvas: Canvas, area: Rect) -> None:
        """The bar in ``area``: the seat to act's colour and mark, the prompt, the hint."""
        sizes = self.host.sizes
        s = sizes.scale
        canvas.rect(area, Palette.PANEL)
        to_act = self.host.match.to_act
        if to_act is not None:
            canvas.rect(Rect(area.left, area.top - 3 * s, area.width, 3 * s), seat_color(to_act))
            canvas.marker(
                seat_shape(to_act), area.left + 28 * s, area.center_y, 12 * s, seat_color(to_act)
            )
        text_area = Rect(area.left + 52 * s, area.bottom, area.width - 70 * s, area.height)
        hint, hint_lines = fit_hint(self.wordings, text_area.width, sizes.small)
        if hint and hint_lines > 1:  # a long hint (a reason) takes the bar until the next action
            canvas.fitted_text(
                hint, text_area, sizes.small, Palette.ACCENT, align="left", lines=hint_lines
            )
        elif hint:
            top, bottom = text_area.rows(2)
            paint_marked(canvas, self.within(top.width, 1), top, sizes.body,
                         Palette.TEXT, bold=True)  # fmt: skip
            canvas.fitted_text(hint, bottom, sizes.small, Palette.ACCENT, align="left")
        else:
            paint_marked(canvas, self.within(text_area.width, 2), text_area, sizes.body,
                         Palette.TEXT, bold=True, lines=2)  # fmt: skip
