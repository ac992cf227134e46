"""What every part of the Dam It! table's layout reads: the table's rect, its players and the
words it writes (the seats' name lines, the hand's header), and what they give (the scale, the
table's type and its lines, the spacing, the key badges, the dam cards, the least size of the
river's and the hand's cards).

The words are measured here, in the language and at the text size in force, as the canvas
draws them: no part of the table is told in advance how much room they need.
:class:`TableMeasures` is the base of the table's layout: the player areas
(:class:`~tabletop_damit.table.areas.PlayerAreas`) build on it, the rows right of them
(:class:`~tabletop_damit.table.rows.TableRows`) on those, and the places in the rows
(:class:`~tabletop_damit.table.layout.TableLayout`) on the rows.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from tabletop_core.render import kit
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.measure import drawn_context
from tabletop_core.render.kit.spacing import Spacing
from tabletop_core.render.standard_size import piece_scale
from tabletop_core.render.theme import Sizes, table_scale
from tabletop_core.watching import who_plays
from tabletop_damit.table.card_words import card_words_px, least_card_width, least_dam_height
from tabletop_damit.table.proportions import DAM_ASPECT
from tabletop_damit.table.words import (
    MOST_COUNT,
    MOST_HAND,
    empty_hand_text,
    hand_text,
    hidden_hands_text,
    type_sizes,
)

KEY_STEPS = 3
"""The most heights a crowded hand's key badges step down in turn, so that neighbours stay
apart: the hand's cards never lie closer than a badge over this."""


def key_radius(scale: float, small_line: float) -> float:
    """The radius of the round key badges (river numbers, hand letters): room for one letter
    of the small type, whose lines are ``small_line`` high."""
    return max(10 * scale, small_line * 0.42)


@dataclass(frozen=True)
class TableMeasures:
    """A table drawn in ``rect`` for ``players`` seats, whose name lines are ``titles``;
    ``viewer`` is the name on the hand's header (None: no hand is shown, bots only)."""

    rect: Rect
    players: int
    titles: tuple[str, ...]
    viewer: str | None

    @cached_property
    def scale(self) -> float:
        return table_scale(self.rect)

    @cached_property
    def piece_scale(self) -> float:
        """The scale of the pieces (cubes, the small cards in the player areas): as at 100 %
        text in this window, however large the text (:func:`piece_scale`)."""
        return piece_scale(self.rect)

    @cached_property
    def words(self) -> kit.Context:
        """The table's type at its scale, measuring words as the canvas draws them."""
        return drawn_context(self.sizes)

    @cached_property
    def sizes(self) -> Sizes:
        """The table's type at its scale (:func:`~tabletop_damit.table.words.type_sizes`)."""
        return type_sizes(self.scale)

    @cached_property
    def small_line(self) -> float:
        """A line of small type, never below its designed height."""
        return max(20 * self.scale, self.words.line("small"))

    @cached_property
    def body_line(self) -> float:
        """A line of body type, never below its designed height."""
        return max(26 * self.scale, self.words.line("body"))

    @cached_property
    def space(self) -> Spacing:
        return Spacing(self.scale)

    @cached_property
    def key_radius(self) -> float:
        """The round key badges (river numbers, hand letters)."""
        return key_radius(self.scale, self.small_line)

    @cached_property
    def hand_key_badge(self) -> float:
        """The room a hand card's key badge takes along the fan (its width and a margin): a
        fanned card shows at least a :data:`KEY_STEPS`-th of it, as its badge steps down in
        turn with its neighbours'."""
        return 2 * self.key_radius + 2 * self.scale

    @cached_property
    def name_width(self) -> float:
        """The longest seat's name line (name, "· bot" or "· you"), in bold body type."""
        body = self.words.type_size("body")
        return max(self.words.measure(title, body, bold=True) for title in self.titles)

    @cached_property
    def header_text(self) -> str:
        """The longest thing the hand's header says (measured, so the layout stays put while
        it says shorter things)."""
        if self.viewer is None:
            return hidden_hands_text(who_plays((), ()))
        texts = (empty_hand_text(self.viewer), hand_text(self.viewer, MOST_HAND, MOST_COUNT))
        body = self.words.type_size("body")
        return max(texts, key=lambda text: self.words.measure(text, body))

    @cached_property
    def readable_card(self) -> float:
        """The least width of a river or hand card: its name and value read at the cards'
        type size."""
        return least_card_width(card_words_px())

    @property
    def dam_size(self) -> tuple[float, float]:
        """A dam card: its designed size at the pieces' scale, never below what its cost and
        points need."""
        height = max(100 * self.piece_scale, least_dam_height(card_words_px()))
        return height * DAM_ASPECT, height

    @cached_property
    def caption_height(self) -> float:
        """A river place's caption: a line of small type (its key badge, its price)."""
        return self.small_line
