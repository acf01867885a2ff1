"""Leaks that JAX finds only when a trace ends, and raises at the call that started it.

Two sorts (measured under JAX 0.10.2):

- a custom derivative rule (a custom_vjp's fwd or bwd, a custom_jvp's rule or the
  function itself where JAX runs it) that closes over a tracer of the differentiation
  running it: under `jax.jit` JAX stages the rule and finds the tracer after tracing,
  and raises UnexpectedTracerError, naming no line, at the call of the jitted function
  (`staged`); without a jit around, the rule raises where it uses the tracer
  (`custom_rules.py` reports that at once);
- inside `with jax.checking_leaks():`, any tracer stored where it outlives its trace:
  JAX raises `Exception` ("Leaked trace ...") when that trace ends, at the call of the
  transformed function, before the tracer is ever used.

The analyses of the functions a call reaches collect them (`found`); the memo keeps what
each analysis found (`Shared.late`) and replays it; the eager call that started the
trace reports them (`interprocedural.py`). One analysis runs at a time in a process, and
each context manager pops what it pushes.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from jaxthink_typing.analysis.kinds import Value


@dataclass(frozen=True)
class LateLeak:
    """A leak found inside a trace: what leaks (for the message at the call), the tracer,
    and whether a staging transformation alone makes JAX raise (else only
    `jax.checking_leaks()` does)."""

    what: str
    value: Value
    staged: bool


_OPEN: list[list[LateLeak]] = []  # the analyses collecting, innermost last
_CHECKING: list[bool] = []  # the calls being analysed: inside `jax.checking_leaks()`?


def found(leak: LateLeak) -> None:
    """A leak found by the analysis running: every open collector gets it."""
    for collector in _OPEN:
        collector.append(leak)


def replay(leaks: tuple[LateLeak, ...]) -> None:
    """What a memoised analysis found, found again by this call."""
    for leak in leaks:
        found(leak)


def open_collector() -> list[LateLeak]:
    """Collect the leaks found from now on, until `close_collector`."""
    collector: list[LateLeak] = []
    _OPEN.append(collector)
    return collector


def close_collector(collector: list[LateLeak]) -> tuple[LateLeak, ...]:
    """Stop collecting (the innermost collector is the one opened last); what it found."""
    for index in range(len(_OPEN) - 1, -1, -1):
        if _OPEN[index] is collector:  # by identity: empty collectors are equal
            del _OPEN[index]
            break
    return tuple(collector)


@contextmanager
def collecting() -> Iterator[list[LateLeak]]:
    """Collect the leaks found until the block ends."""
    collector = open_collector()
    try:
        yield collector
    finally:
        close_collector(collector)


@contextmanager
def entering(checked: bool) -> Iterator[None]:
    """A call from eager code into a trace; `checked`: inside `jax.checking_leaks()`."""
    _CHECKING.append(checked)
    try:
        yield
    finally:
        _CHECKING.pop()


def checking() -> bool:
    """Whether the trace being analysed was entered inside `jax.checking_leaks()`: a
    stored tracer then raises at that call, not where it is used."""
    return bool(_CHECKING) and _CHECKING[-1]
