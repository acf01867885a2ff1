"""Specs of `jax.lax` control flow: the functions each traces, and what they receive."""

from __future__ import annotations

from dataclasses import replace

from jaxthink_typing.analysis.specs.base import (
    ArgRef,
    Body,
    Callable_,
    Counter,
    Elements,
    Rest,
    Role,
    Spec,
    names,
    parse_plain,
)

_LOOPS = "jax._src.lax.control_flow.loops."
_CONDS = "jax._src.lax.control_flow.conditionals."


def _control_flow(module: str, name: str, *bodies: Body) -> Spec:
    return Spec(
        f"jax.lax.{name}",
        names(module + name, f"jax.lax.{name}"),
        f"lax.{name}",
        Role.BODIES,
        bodies=bodies,
    )


SCAN = _control_flow(
    _LOOPS,
    "scan",
    Body(ArgRef(0, "f"), "the body", (ArgRef(1, "init"), Elements(ArgRef(2, "xs"), True))),
)
FORI_LOOP = _control_flow(
    _LOOPS, "fori_loop", Body(ArgRef(2, "body_fun"), "the body", (Counter(), ArgRef(3, "init_val")))
)
WHILE_LOOP = _control_flow(
    _LOOPS,
    "while_loop",
    Body(ArgRef(0, "cond_fun"), "the condition", (ArgRef(2, "init_val"),)),
    Body(ArgRef(1, "body_fun"), "the body", (ArgRef(2, "init_val"),)),
)
MAP = _control_flow(_LOOPS, "map", Body(ArgRef(0, "f"), "the body", (Elements(ArgRef(1, "xs")),)))
ASSOCIATIVE_SCAN = replace(
    _control_flow(
        _LOOPS,
        "associative_scan",
        Body(ArgRef(0, "fn"), "the combining function", (ArgRef(1, "elems"), ArgRef(1, "elems"))),
    ),
    traces_eagerly=False,
)
COND = _control_flow(
    _CONDS,
    "cond",
    Body(ArgRef(1, "true_fun"), "a branch", (Rest(3),)),
    Body(ArgRef(2, "false_fun"), "a branch", (Rest(3),)),
)
# The older form `cond(pred, true_operand, true_fun, false_operand, false_fun)`, which JAX
# still takes (measured on 0.10.2): each branch gets its own operand.
COND_PER_BRANCH = _control_flow(
    _CONDS,
    "cond",
    Body(ArgRef(2, "true_fun"), "a branch", (ArgRef(1, "true_operand"),)),
    Body(ArgRef(4, "false_fun"), "a branch", (ArgRef(3, "false_operand"),)),
)
# One branch, or a list built elsewhere: JAX may call it directly, so only a literal list
# of two or more branches is traced.
SWITCH = _control_flow(
    _CONDS, "switch", Body(ArgRef(1, "branches"), "a branch", (Rest(2),), each_item=True)
)

# Implicit differentiation: JAX traces f and the solvers (even eagerly, without grad);
# a solver's first argument is a function JAX builds from f or matvec.
_SOLVES = "jax._src.lax.control_flow.solves."
CUSTOM_ROOT = _control_flow(
    _SOLVES,
    "custom_root",
    Body(ArgRef(0, "f"), "the function", (ArgRef(1, "initial_guess"),)),
    Body(ArgRef(2, "solve"), "the solve function", (Callable_(), ArgRef(1, "initial_guess"))),
    Body(
        ArgRef(3, "tangent_solve"), "the tangent solve", (Callable_(), ArgRef(1, "initial_guess"))
    ),
)
CUSTOM_LINEAR_SOLVE = _control_flow(
    _SOLVES,
    "custom_linear_solve",
    Body(ArgRef(0, "matvec"), "the matvec function", (ArgRef(1, "b"),)),
    Body(ArgRef(2, "solve"), "the solve function", (Callable_(), ArgRef(1, "b"))),
    Body(ArgRef(3, "transpose_solve"), "the transpose solve", (Callable_(), ArgRef(1, "b"))),
)

# `lax.composite(f, name)` returns a function that traces `f` with its positional
# arguments (also eagerly: a stored tracer leaks); keyword arguments are the op's
# attributes, passed as given.
COMPOSITE = Spec(
    "jax.lax.composite",
    names("jax._src.lax.lax.composite", "jax.lax.composite"),
    "lax.composite",
    Role.WRAPS,
    parse=parse_plain,
    positional=("name", "version"),
    traces_keywords=False,
    isolated=True,
)

SPECS = (
    COMPOSITE,
    SCAN,
    FORI_LOOP,
    WHILE_LOOP,
    MAP,
    ASSOCIATIVE_SCAN,
    COND,
    SWITCH,
    CUSTOM_ROOT,
    CUSTOM_LINEAR_SOLVE,
)
