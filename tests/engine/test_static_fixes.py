"""Engine cases: a message proposes static_argnames only for a value jit can hash.

jit hashes a static argument at each call; an array, or a NamedTuple, tuple or frozen
pytree holding one, makes it raise `ValueError: Non-hashable static arguments`, so
making such a parameter static is no fix.
"""

from __future__ import annotations

import textwrap

import pytest

from jaxthink_typing import codes
from jaxthink_typing.analysis.diagnostics import Diagnostic, Sink
from tests.engine_harness import HEADER, analyse_snippets

STATIC_FIX = "static_argnames="

SNIPPETS: dict[str, str] = {
    "fix_scalar": """
        @jax.jit
        def f(n: int):
            if n > 0:
                return 1
            return 0
    """,
    "fix_array": """
        @jax.jit
        def f(x: jax.Array):
            if x > 0:
                return x
            return -x
    """,
    "fix_namedtuple_of_arrays": """
        from typing import NamedTuple
        class State(NamedTuple):
            step: jax.Array
            rate: float
        @jax.jit
        def f(state: State):
            if state.step > 0:
                return state.rate
            return 0.0
    """,
    "fix_namedtuple_of_numbers": """
        from typing import NamedTuple
        class Config(NamedTuple):
            depth: int
            rate: float
        @jax.jit
        def f(config: Config):
            if config.depth > 0:
                return config.rate
            return 0.0
    """,
    "fix_optional_array_field": """
        import dataclasses
        from typing import Optional
        @jax.tree_util.register_dataclass
        @dataclasses.dataclass(frozen=True)
        class Grid:
            order: int
            points: Optional[jax.Array] = None
        @jax.jit
        def f(grid: Grid):
            if grid.order > 0:
                return 1
            return 0
    """,
    # Analysed from an unknown place (a guess) and at its call: the call passes an
    # array, so making it static would fail there.
    "fix_called_with_array": """
        @jax.jit
        def f(x):
            if x > 0:
                return x
            return -x
        f(jnp.asarray(3.0))
    """,
    "fix_called_with_int": """
        @jax.jit
        def f(x):
            if x > 0:
                return x
            return -x
        f(3)
    """,
}

# Whether each snippet's one report proposes static_argnames.
PROPOSES: dict[str, bool] = {
    "fix_scalar": True,
    "fix_array": False,
    "fix_namedtuple_of_arrays": False,
    "fix_namedtuple_of_numbers": True,
    "fix_optional_array_field": False,
    "fix_called_with_array": False,
    "fix_called_with_int": True,
}


@pytest.fixture(scope="module")
def reports() -> dict[str, list[Diagnostic]]:
    texts = {name: HEADER + textwrap.dedent(text) for name, text in SNIPPETS.items()}
    return analyse_snippets(texts)


@pytest.mark.parametrize("name", sorted(SNIPPETS))
def test_static_fix_only_for_hashable_values(
    name: str, reports: dict[str, list[Diagnostic]]
) -> None:
    found = reports[name]
    assert [d.code.name for d in found] == ["jax-traced-bool"], found
    proposed = any(STATIC_FIX in note for note in found[0].notes)
    assert proposed is PROPOSES[name], found[0].notes


def test_sink_keeps_the_notes_without_a_static_fix() -> None:
    """The same report made again without the static fix drops it; made again with it
    (another call) does not bring it back."""
    sink = Sink()
    with_fix = ('Fix: use jnp.where, or make "x" static with static_argnames=("x",)',)
    without = ("Fix: use jnp.where",)
    sink.add(Diagnostic(3, 4, codes.TRACED_BOOL, "traced", notes=with_fix))
    sink.add(Diagnostic(3, 4, codes.TRACED_BOOL, "traced", notes=without))
    sink.add(Diagnostic(3, 4, codes.TRACED_BOOL, "traced", notes=with_fix))
    sink.add(Diagnostic(5, 4, codes.TRACED_BOOL, "traced", notes=with_fix))
    assert [d.notes for d in sink.sorted()] == [without, with_fix]
