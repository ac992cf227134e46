import pytest

from tabletop_core.components import ComponentError, Stack


def test_pieces_are_bottom_to_top():
    stack = Stack(["hamster", "hamster", "twinster"])
    assert stack.top == "twinster"
    assert list(stack) == ["hamster", "hamster", "twinster"]
    assert len(stack) == 3 and stack


def test_push_and_pop_work_on_the_top():
    stack: Stack[int] = Stack()
    assert not stack
    stack.push(1)
    stack.push(2)
    assert stack.pop() == 2
    assert stack.pieces == [1]


def test_an_empty_stack_refuses_pop_and_top():
    with pytest.raises(ComponentError, match="the stack is empty"):
        Stack().pop()
    with pytest.raises(ComponentError, match="the stack is empty"):
        _ = Stack().top


def test_move_to_lifts_the_top_pieces_keeping_their_order():
    source = Stack([1, 2, 3, 4])
    target = Stack(["x"])
    source.move_to(target, 3)
    assert source.pieces == [1]
    assert target.pieces == ["x", 2, 3, 4]
    target.move_to(source)
    assert source.pieces == [1, 4] and target.pieces == ["x", 2, 3]
    source.move_to(target, 0)
    assert source.pieces == [1, 4]


def test_move_to_refuses_more_than_the_stack_holds():
    source, target = Stack([1]), Stack()
    with pytest.raises(ComponentError, match="cannot move 2 pieces from a stack of 1"):
        source.move_to(target, 2)
    with pytest.raises(ComponentError):
        source.move_to(target, -1)
    assert source.pieces == [1] and target.pieces == []


def test_clone_is_independent():
    stack = Stack([1, 2])
    copy = stack.clone()
    copy.push(3)
    assert stack == Stack([1, 2]) and copy == Stack([1, 2, 3])
