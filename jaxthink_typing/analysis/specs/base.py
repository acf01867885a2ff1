"""The record of one transformation (a spec), and the transformation a call applies.

Everything the engine and the plugin know of `jax.jit`, `lax.scan` or `nnx.vmap` is in its
spec: the fullnames mypy may resolve (public and private), the name shown in messages, its
role, how its keyword arguments are parsed, its signature policy and its fix texts.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Literal, TypeAlias

from mypy.nodes import Expression

from jaxthink_typing.analysis.transforms import (
    Axes,
    Level,
    int_tuple,
    leaf_axes,
    linen_scan_broadcast,
    str_tuple,
    unmapped_axes,
)


class Role(enum.Enum):
    """What a transformation does with the function it is given."""

    WRAPS = "wraps"  # returns a transformed function: jit, vmap, grad, checkpoint
    CALLS_NOW = "calls now"  # calls the function at once: jvp, vjp, linearize, eval_shape
    BODIES = "bodies"  # control flow: traces the functions it is given (lax.scan)
    CUSTOM_DERIVATIVE = "custom derivative"  # custom_jvp/custom_vjp: calls it as given
    CALLBACK = "callback"  # pure_callback: calls a Python function on concrete values
    COMPILE_TIME = "compile time"  # ensure_compile_time_eval: a context manager


class Signature(enum.Enum):
    """What the plugin makes of `transformation(f)`'s type."""

    DEFAULT = "default"  # the library's own annotation
    KEEP = "keep"  # f's signature, with the wrapper's attributes (jit: lower, trace)
    MAPPED = "mapped"  # f's signature; a Python number result becomes Any
    GRADIENT = "gradient"  # the type of the differentiated argument
    VALUE_AND_GRADIENT = "value and gradient"  # (f's result, the gradient)


# What the transformed function returns: its function's result, a gradient (with the
# value), nothing, or checkify's `(error, result)`.
Result: TypeAlias = Literal["same", "gradient", "value_and_gradient", "none", "error_and_value"]


@dataclass(frozen=True)
class ArgRef:
    """An argument of a control-flow call, by position or keyword."""

    position: int
    keyword: str


@dataclass(frozen=True)
class Elements:
    """What iterating over an argument yields (scan's xs: one slice per step)."""

    of: ArgRef
    none_when_absent: bool = False  # scan without xs passes None


@dataclass(frozen=True)
class Rest:
    """Every positional argument from `start` on (cond's and switch's operands)."""

    start: int


@dataclass(frozen=True)
class Counter:
    """fori_loop's loop index: a Python int, traced in the body."""


@dataclass(frozen=True)
class Callable_:
    """A function JAX passes in (custom_root's `solve` gets `f`): not a traced value."""


Input: TypeAlias = ArgRef | Elements | Rest | Counter | Callable_


@dataclass(frozen=True)
class Body:
    """A function a control-flow call traces, and what it receives."""

    function: ArgRef
    what: str  # "the body", "a branch": for messages
    inputs: tuple[Input, ...]
    each_item: bool = False  # a literal list of functions (switch): each item, when 2+


Parser: TypeAlias = Callable[["Spec", int, Mapping[str, Expression]], "Transform | None"]


@dataclass(frozen=True, eq=False)
class Spec:
    """One transformation, declared once."""

    key: str  # its public name, and its identity (config: entry_points targets)
    fullnames: frozenset[str]  # every name mypy may resolve it to
    shown: str  # the name in messages
    role: Role
    level: Level = Level.ABSTRACT  # how its function's body runs
    parse: Parser | None = None  # keyword arguments -> Transform (roles WRAPS, CALLS_NOW)
    signature: Signature = Signature.DEFAULT
    static_fix: str | None = None  # how to make parameter "{name}" static, for messages
    mapped_fix: str | None = None  # how to leave a scalar unmapped (vmap, pmap)
    mapped: bool = False  # arguments are mapped over an axis: a Python number fails
    filtered: bool = False  # equinox filter_*: arrays are traced, the rest stays static
    lifts_modules: bool = False  # given a flax.linen Module class: traces its __call__
    result: Result = "same"  # what the transformed function returns
    # checkify: its function gets the arguments as they are (a wrapper that traces none of
    # them itself; a transformation around it still does).
    passes_arguments: bool = False
    runs_jvp_rules: bool = False  # a derivative that runs custom_jvp rules (not jax.jvp)
    reverse: bool = False  # reverse mode (grad, vjp): it cannot transpose a while loop
    # jax.jit (measured there): a tracer that a custom rule inside closes over is found
    # after tracing, and raised at the call of the jitted function.
    raises_late: bool = False
    # lax.composite: traces its function apart from the trace around it; a tracer that
    # function closes over, or one given as a keyword (an attribute of the op), raises
    # UnexpectedTracerError at the call.
    isolated: bool = False
    bodies: tuple[Body, ...] = ()  # role BODIES: what each traced function receives
    vjp: bool = False  # role CUSTOM_DERIVATIVE: custom_vjp (nondiff_argnums are kept)
    traces_keywords: bool = True  # False: keyword arguments pass unchanged (nn.vmap)
    # Static arguments are hashed (jit caches by them): unhashable ones raise ValueError.
    # jax.checkpoint/remat and nnx.remat keep them unhashed (a dict runs: measured).
    hashes_static: bool = True
    # Its function's JAX operations give tracers even from constants (jit stages them out).
    # False for vmap alone: a batching trace computes at once what it does not batch, so
    # `jnp.arange(3)` in a vmapped function called eagerly is a concrete array (measured).
    stages: bool = True
    # Called outside any trace, its function still runs under one (scan, cond, ...). False
    # for associative_scan: plain Python over the arrays it is given (measured).
    traces_eagerly: bool = True
    # Parameters declared `Static[...]` are static arguments (jaxthink_typing.jit).
    marks_are_static: bool = False
    # Static arguments must be passed positionally (pmap's static_broadcasted_argnums).
    static_positional: bool = False
    # Its function is compiled on first call and cached by the function object, the static
    # arguments and the others' types and shapes (jit, filter_jit, nnx.jit: measured).
    compiles: bool = False
    # The configuration a call may pass positionally after the function, in order
    # (`jax.vmap(f, (0, None))` is in_axes); more positional arguments: not modelled.
    positional: tuple[str, ...] = ()

    def transform(self, line: int, keywords: Mapping[str, Expression]) -> Transform | None:
        """The transformation a call with these literal keyword arguments applies."""
        return self.parse(self, line, keywords) if self.parse is not None else None


@dataclass(frozen=True)
class Transform:
    """One transformation applied to a function, with its static configuration."""

    spec: Spec
    level: Level
    line: int
    static_argnums: tuple[int, ...] = ()
    static_argnames: tuple[str, ...] = ()
    argnums: tuple[int, ...] = ()  # differentiated positions (grad family)
    unmapped: tuple[int, ...] = ()  # vmap positions with in_axes=None
    all_unmapped: bool = False  # vmap(in_axes=None) for every argument
    # vmap positions given a dict or tuple of axes that leaves some of their leaves unmapped
    leaf_axes: tuple[tuple[int, Axes], ...] = ()
    broadcast: tuple[int, ...] = ()  # pmap positions with in_axes=None (still traced)
    all_broadcast: bool = False  # pmap(in_axes=None)
    # static_argnums and static_argnames both given: jax.jit infers neither from the other,
    # so a static position passed by keyword, or a static name passed by position, is
    # traced (documented, and measured on 0.10.2).
    as_passed: bool = False

    @property
    def name(self) -> str:
        return self.spec.shown


# ------------------------------------------------------------------- parsers


def parse_static_args(
    spec: Spec, line: int, keywords: Mapping[str, Expression]
) -> Transform | None:
    """jit-like: `static_argnums` and `static_argnames`."""
    numbers = int_tuple(keywords.get("static_argnums"))
    names = str_tuple(keywords.get("static_argnames"))
    if numbers is None or names is None:
        return None
    both = "static_argnums" in keywords and "static_argnames" in keywords
    # jaxthink_typing.jit adds the marked names itself: it decides what jax.jit is given.
    as_passed = both and not spec.marks_are_static
    return Transform(
        spec, spec.level, line, static_argnums=numbers, static_argnames=names, as_passed=as_passed
    )


def parse_plain(spec: Spec, line: int, keywords: Mapping[str, Expression]) -> Transform | None:
    """No configuration the engine models."""
    return Transform(spec, spec.level, line)


def parse_in_specs(spec: Spec, line: int, keywords: Mapping[str, Expression]) -> Transform | None:
    """shard_map: an input whose `in_specs` entry is None is passed as it is (a Python
    value stays one: "treated as static")."""
    axes = unmapped_axes(keywords.get("in_specs"))
    if axes is None:
        return Transform(spec, spec.level, line)  # specs the engine cannot read: all traced
    return Transform(spec, spec.level, line, unmapped=axes[0], all_unmapped=axes[1])


def parse_argnums(spec: Spec, line: int, keywords: Mapping[str, Expression]) -> Transform | None:
    """The grad family: `argnums` (default 0) picks the differentiated arguments."""
    argnums = int_tuple(keywords.get("argnums"))
    if argnums is None:
        return None
    return Transform(spec, spec.level, line, argnums=argnums or (0,))


def parse_first_arg(spec: Spec, line: int, keywords: Mapping[str, Expression]) -> Transform | None:
    """equinox's filter_*: the first argument is the one differentiated."""
    return Transform(spec, spec.level, line, argnums=(0,))


def parse_in_axes(spec: Spec, line: int, keywords: Mapping[str, Expression]) -> Transform | None:
    """vmap: positions whose `in_axes` is None are not mapped (nor traced), nor the leaves
    a dict or tuple of axes gives None."""
    given = keywords.get("in_axes")
    axes = unmapped_axes(given)
    if axes is None:
        return None
    leaves = leaf_axes(given)
    return Transform(
        spec, spec.level, line, unmapped=axes[0], all_unmapped=axes[1], leaf_axes=leaves
    )


def parse_pmap(spec: Spec, line: int, keywords: Mapping[str, Expression]) -> Transform | None:
    """pmap: `static_broadcasted_argnums`, and `in_axes` None (broadcast, still traced)."""
    numbers = int_tuple(keywords.get("static_broadcasted_argnums"))
    axes = unmapped_axes(keywords.get("in_axes"))
    if numbers is None or axes is None:
        return None
    return Transform(
        spec,
        spec.level,
        line,
        static_argnums=numbers,
        broadcast=axes[0],
        all_broadcast=axes[1],
    )


def parse_without_static(
    spec: Spec, line: int, keywords: Mapping[str, Expression]
) -> Transform | None:
    """nn.jit: its static_argnums are not modelled, so a call with them is left alone."""
    if "static_argnums" in keywords or "static_argnames" in keywords:
        return None
    return Transform(spec, spec.level, line)


def parse_linen_scan(spec: Spec, line: int, keywords: Mapping[str, Expression]) -> Transform | None:
    """nn.scan: inputs given nn.broadcast are not scanned (nor traced)."""
    broadcast = linen_scan_broadcast(keywords.get("in_axes"))
    if broadcast is None:
        return None
    return Transform(spec, spec.level, line, unmapped=broadcast)


def parse_linen_vmap(spec: Spec, line: int, keywords: Mapping[str, Expression]) -> Transform | None:
    """nn.vmap: `in_axes` None leaves an input of `__call__` (after self) unmapped."""
    axes = unmapped_axes(keywords.get("in_axes"))
    if axes is None:
        return None
    unmapped = tuple(position + 1 for position in axes[0])
    return Transform(spec, spec.level, line, unmapped=unmapped, all_unmapped=axes[1])


def names(*fullnames: str) -> frozenset[str]:
    return frozenset(fullnames)
