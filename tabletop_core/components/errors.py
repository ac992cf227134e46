"""The one error every component raises."""


class ComponentError(ValueError):
    """An impossible operation on a component: drawing from an empty pile, taking more than a
    supply holds, ending a move on an occupied space.

    A ``ValueError`` so that a rules engine may let it surface as, or wrap it into, an
    ``IllegalAction``; the message says what was impossible.
    """
