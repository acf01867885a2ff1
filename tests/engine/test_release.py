"""An analysis frees what it made as soon as it ends, so that mypy's garbage collections,
which scan every object still waiting, do not grow with it."""

from __future__ import annotations

import gc

from jaxthink_typing.analysis.api import ApiIndex
from jaxthink_typing.analysis.kinds import Value
from jaxthink_typing.analysis.module import analyse_module
from jaxthink_typing.analysis.source import Source
from tests.engine_harness import MODEL, build_snippets

TEXT = """\
import jax
import jax.numpy as jnp


def helper(x, n):
    return x * n


@jax.jit
def step(x, n):
    return helper(x, n) + jnp.sum(x)


def run(x):
    return step(x, 2)
"""


def test_an_analysis_leaves_no_values_to_the_garbage_collector() -> None:
    trees, files = build_snippets({"released": TEXT})
    index = ApiIndex(MODEL, files)
    gc.collect()
    gc.disable()
    try:
        diagnostics = analyse_module(trees["released"], Source(TEXT), index)
        gc.set_debug(gc.DEBUG_SAVEALL)
        gc.collect()
        left = sum(isinstance(o, Value) for o in gc.garbage)
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()
    assert diagnostics == []
    assert left == 0
