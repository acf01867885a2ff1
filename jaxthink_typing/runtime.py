"""The runtime side of the annotations.

`jit(f)` is `jax.jit(f)` with `static_argnames` taken from `f`'s `Static[...]` parameters
(typed `Jitted[P, R]`: `f`'s signature, and `lower`, `trace`, `eval_shape`),
and `check_static(f)` makes `f` raise a clear error when a `Static[...]` parameter receives
a tracer or an unhashable value. Inside `jit` the check runs while JAX traces `f`, never
on the compiled path: `jit` returns JAX's own jitted function.
"""

from __future__ import annotations

import functools
import inspect
import typing
from collections.abc import Callable, Iterable
from typing import Any, ParamSpec, Protocol, TypeVar, overload

import jax

from jaxthink_typing.annotations import STATIC_MARK

P = ParamSpec("P")
R = TypeVar("R")
R_co = TypeVar("R_co", covariant=True)


class StaticArgumentError(TypeError):
    """A `Static[...]` parameter received a traced or unhashable value."""


def static_params(fun: Callable[..., Any]) -> tuple[str, ...]:
    """The names of `fun`'s parameters annotated `Static[...]`."""
    try:
        hints = typing.get_type_hints(fun, include_extras=True)
    except Exception:  # unresolvable forward references: read what is there
        hints = dict(getattr(fun, "__annotations__", {}))
    names = []
    for name in inspect.signature(fun).parameters:
        hint = hints.get(name)
        if hint is not None and STATIC_MARK in getattr(hint, "__metadata__", ()):
            names.append(name)
    return tuple(names)


def check_static(fun: Callable[P, R]) -> Callable[P, R]:
    """Wrap `fun` so that its `Static[...]` parameters must get concrete, hashable values."""
    names = static_params(fun)
    if not names:
        return fun
    signature = inspect.signature(fun)
    where = getattr(fun, "__qualname__", repr(fun))

    @functools.wraps(fun)
    def checked(*args: P.args, **kwargs: P.kwargs) -> R:
        bound = signature.bind(*args, **kwargs)
        for name in names:
            if name in bound.arguments:
                _check_one(where, name, bound.arguments[name])
        return fun(*args, **kwargs)

    return checked


def _check_one(where: str, name: str, value: object) -> None:
    if isinstance(value, jax.core.Tracer):
        raise StaticArgumentError(
            f"{where}: parameter {name!r} is declared Static[...] but received a traced "
            f"value ({type(value).__name__}); pass a Python value computed from static facts "
            f"(x.shape, len(x)), or make the caller's argument static (static_argnames)"
        )
    try:
        hash(value)
    except TypeError:
        raise StaticArgumentError(
            f"{where}: parameter {name!r} is declared Static[...] but received an unhashable "
            f"{type(value).__name__}; pass a tuple or another hashable value"
        ) from None


class Jitted(Protocol[P, R_co]):
    """What `jit(f)` is to a type checker: called like `f`, with the methods of JAX's
    jitted function (`lower`, `trace`, `eval_shape`), which take what JAX takes."""

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R_co: ...
    def lower(self, *args: Any, **kwargs: Any) -> jax.stages.Lowered: ...
    def trace(self, *args: Any, **kwargs: Any) -> jax.stages.Traced: ...
    def eval_shape(self, *args: Any, **kwargs: Any) -> Any: ...


@overload
def jit(fun: Callable[P, R], /, **options: Any) -> Jitted[P, R]: ...
@overload
def jit(fun: None = None, /, **options: Any) -> Callable[[Callable[P, R]], Jitted[P, R]]: ...
def jit(fun: Callable[P, R] | None = None, /, **options: Any) -> Any:
    """`jax.jit`, with the `Static[...]` parameters of `fun` as static arguments.

    Use it as `@jit`, `@jit(donate_argnums=0)` or `jit(f)`; other options go to `jax.jit`.
    """
    if fun is None:
        return functools.partial(jit, **options)
    names = static_params(fun)
    given = options.pop("static_argnames", ())
    extra = (given,) if isinstance(given, str) else tuple(_names(given))
    parameters = list(inspect.signature(fun).parameters.values())
    star = [i for i, p in enumerate(parameters) if p.kind is p.VAR_POSITIONAL and p.name in names]
    if star:
        # `*dims: Static[int]`: JAX takes no name for *args, but positions past the last
        # named parameter (measured: up to any count) make its items static.
        numbers = options.pop("static_argnums", ())
        numbers = (numbers,) if isinstance(numbers, int) else tuple(numbers or ())
        options["static_argnums"] = (*numbers, *range(star[0], star[0] + _STATIC_VARARGS))
        names = tuple(n for n in names if n != parameters[star[0]].name)
    static = tuple(dict.fromkeys((*names, *extra)))
    return jax.jit(check_static(fun), static_argnames=static or None, **options)


_STATIC_VARARGS = 64  # how many items of a `*args: Static[...]` jit makes static


def _names(given: Iterable[str] | None) -> Iterable[str]:
    return given if given is not None else ()
