"""JAX proves `annotate`'s proposals on the example libraries (examples/annotate/): every
proposed Static raises under `jax.jit` with that parameter traced, and every parameter
left unmarked (or proposed Traced) runs traced. One process: annotate (mypy's build), then
each function called under jit with the values of the library's `_probes.py` table."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jax.numpy as jnp
import pytest

from jaxthink_typing.annotate.runner import annotate
from tests.annotate_probe import Probe, probe_findings, probe_function, tally

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "annotate"
LIBRARIES = ("imagekit", "seqtools")


@pytest.fixture(scope="module")
def report_json() -> Iterator[list[dict[str, Any]]]:
    sys.path.insert(0, str(EXAMPLES))
    try:
        report = annotate([str(EXAMPLES / name) for name in LIBRARIES], traced=True)
        functions: list[dict[str, Any]] = report.as_json()["functions"]  # type: ignore[assignment]
        yield functions
    finally:
        sys.path.remove(str(EXAMPLES))


@pytest.fixture(scope="module")
def probes(report_json: list[dict[str, Any]]) -> Iterator[list[Probe]]:
    sys.path.insert(0, str(EXAMPLES))
    try:
        yield probe_findings(report_json, guess=False)
    finally:
        sys.path.remove(str(EXAMPLES))


def test_every_proposal_is_proved(probes: list[Probe]) -> None:
    failed = [p for p in probes if p.proposed is not None and p.outcome != "proved"]
    assert not failed, "\n".join(map(str, failed))


def test_every_unmarked_parameter_runs_traced(probes: list[Probe]) -> None:
    failed = [p for p in probes if p.proposed is None and p.outcome != "ran"]
    assert not failed, "\n".join(map(str, failed))


def test_the_numbers(probes: list[Probe], report_json: list[dict[str, Any]]) -> None:
    """What the libraries hold (a change of the analysis shows here first)."""
    assert len(report_json) == 26 and all(f["skipped"] is None for f in report_json)
    assert tally(probes) == {
        "proposals": 50,
        "static": 26,
        "traced": 24,
        "proved": 50,
        "wrong": 0,
        "unproved": 0,
        "unmarked_ran": 8,
        "unmarked_missed": 0,
        "unmarked_unfed": 0,
    }


# ------------------------------------------------------------------ the judge itself


def pad(x: Any, n: Any) -> Any:
    return jnp.pad(x, (0, n))


def _finding(**proposed: str | None) -> dict[str, Any]:
    params = [
        {"name": name, "written": None, "proposed": mark, "has_default": False}
        for name, mark in proposed.items()
    ]
    return {"exported_as": "pad", "kind": "function", "params": params}


def test_the_probe_proves_a_right_proposal() -> None:
    probes = probe_function(_finding(x=None, n="static"), pad, {"x": jnp.ones(3), "n": 2})
    assert [(p.param, p.outcome) for p in probes] == [("n", "proved"), ("x", "ran")]


def test_the_probe_catches_a_wrong_proposal_and_a_miss() -> None:
    wrong = probe_function(_finding(x="static", n="static"), pad, {"x": jnp.ones(3), "n": 2})
    assert ("x", "wrong") in [(p.param, p.outcome) for p in wrong]
    missed = probe_function(_finding(x=None, n=None), pad, {"x": jnp.ones(3), "n": 2})
    assert ("n", "missed") in [(p.param, p.outcome) for p in missed]
    assert ("x", "ran") in [(p.param, p.outcome) for p in missed]


def test_a_value_the_probe_cannot_trace_is_unproved() -> None:
    def pick(x: Any, name: Any) -> Any:
        return x * {"a": 1.0}[name]

    probes = probe_function(_finding(x=None, name="static"), pick, {"x": jnp.ones(2), "name": "a"})
    assert ("name", "unproved") in [(p.param, p.outcome) for p in probes]
