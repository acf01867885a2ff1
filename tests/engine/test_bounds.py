"""The analysis stays proportional to the program: recursion whose arguments change at
each level, several recursive calls, mutual recursion and chains of calls that branch are
summarised or cut (a function is then unknown: no report), never explored path by path.

Counted, not timed: the number of function bodies the engine analyses."""

from __future__ import annotations

from typing import Any

import pytest

from jaxthink_typing.analysis import interprocedural
from jaxthink_typing.analysis.interprocedural import Interprocedural
from tests.engine_harness import HEADER, analyse_snippets, expected_lines

# clu's `flatten_dict`: two recursive calls, each with a longer prefix tuple (a new memo
# key at every level), reached with a value whose items are unknown.
TWO_RECURSIVE_CALLS = """
TABLE = jnp.ones(3)


def flatten(d, prefix=()):
    ret = []
    for k, v in d.items():
        if isinstance(v, dict) or hasattr(v, "items"):
            ret += flatten(v, prefix + (k,))
        elif isinstance(v, (list, tuple)):
            ret += flatten({str(i): e for i, e in enumerate(v)}, prefix + (k,))
        else:
            ret.append((".".join(prefix + (k,)), v))
    return ret


@jax.jit
def step(x, config):
    flatten(config)
    return x * 2
"""

# Mutual recursion, each function calling the other twice with a growing argument.
MUTUAL = """
def even(x, path=()):
    if len(path) > 40:
        return x
    return odd(x, path + (0,)) + odd(x, path + (1,))


def odd(x, path=()):
    return even(x, path + (2,)) * even(x, path + (3,))


@jax.jit
def g(x):
    return even(x)
"""

# A chain whose every level calls the next twice with new constants: 2**level keys.
CHAIN = "\n".join(
    [
        *(
            f"def c_{i}(x, k):\n    return c_{i + 1}(x, k * 2) + c_{i + 1}(x, k * 2 + 1)\n"
            for i in range(10)
        ),
        "def c_10(x, k):\n    return x * int(x)  # E: jax-traced-conversion\n",
        "@jax.jit\ndef h(x):\n    return c_0(x, 1)\n",
    ]
)


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    count = {"analyses": 0}
    analyse = Interprocedural._analyse

    def counting(self: Interprocedural, *args: Any, **kwargs: Any) -> Any:
        count["analyses"] += 1
        return analyse(self, *args, **kwargs)

    monkeypatch.setattr(Interprocedural, "_analyse", counting)
    # A shallower depth limit keeps the run short should the bounds ever be lost: the
    # recursion above would then make 2**12 analyses, not 2**24.
    monkeypatch.setattr(interprocedural, "MAX_DEPTH", 12)
    return count


def test_branching_recursion_and_chains_stay_bounded(counted: dict[str, int]) -> None:
    snippets = {"two_calls": TWO_RECURSIVE_CALLS, "mutual": MUTUAL, "chain": CHAIN}
    found = analyse_snippets({name: HEADER + text for name, text in snippets.items()})
    assert found["two_calls"] == [] and found["mutual"] == []
    # The mistake at the chain's end is still found, through the memo's first path.
    chain = {(d.line, d.code.name) for d in found["chain"]}
    assert chain == expected_lines(HEADER + CHAIN)
    # Unbounded, the chain alone makes 2**11 analyses and the recursion 2**12; bounded,
    # each definition is analysed at most `MAX_ANALYSES_PER_FUNCTION` times.
    definitions = 2 + 3 + 12
    assert counted["analyses"] < interprocedural.MAX_ANALYSES_PER_FUNCTION * definitions, counted
