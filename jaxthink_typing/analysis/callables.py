"""Function values: a def or lambda, its closure, and the transformations around it."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Final

from mypy.nodes import Expression, FuncDef, LambdaExpr, TypeInfo

from jaxthink_typing.analysis.env import Env
from jaxthink_typing.analysis.kinds import Value
from jaxthink_typing.analysis.signatures import parameter_marks, signature_of
from jaxthink_typing.analysis.specs.base import Transform
from jaxthink_typing.analysis.transforms import Param, params_of


class Arg:
    """One argument at a call site, evaluated (not a dataclass: see `kinds.Value`)."""

    value: Final[Value]
    name: Final[str | None]
    star: Final[bool]  # `*args` or `**kwargs`
    node: Final[Expression]
    mapping: Final[bool]  # `**kwargs`

    def __init__(
        self, value: Value, name: str | None, star: bool, node: Expression, mapping: bool = False
    ) -> None:
        self.value = value
        self.name = name
        self.star = star
        self.node = node
        self.mapping = mapping

    def with_value(self, value: Value) -> Arg:
        return Arg(value, self.name, self.star, self.node, self.mapping)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Arg) and (self.value, self.name, self.star, self.node) == (
            other.value,
            other.name,
            other.star,
            other.node,
        )

    def __repr__(self) -> str:
        return f"Arg({self.value!r}, {self.name!r}, star={self.star})"


@dataclass(frozen=True, eq=False)
class FunctionValue:
    """A callable the engine can analyse. `transforms` run innermost first."""

    node: FuncDef | LambdaExpr
    closure: Env | None
    transforms: tuple[Transform, ...] = ()
    bound: tuple[Value, ...] = ()  # functools.partial positional arguments
    bound_names: tuple[str, ...] = field(default=())  # functools.partial keywords
    bound_keywords: tuple[Value, ...] = ()  # their values, in the same order
    cached: bool = False  # behind functools.cache/lru_cache: arguments are hashed
    # How many of `transforms` wrapped the function before `bound` was bound (a method's
    # decorators, a jitted function given to partial): their argnums count every parameter.
    bound_at: int = 0
    # custom_vjp's nondiff_argnums/nondiff_argnames: JAX rejects tracers there.
    nondiff_argnums: tuple[int, ...] = ()
    nondiff_argnames: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        return self.node.name if isinstance(self.node, FuncDef) else "<lambda>"

    def with_transform(self, transform: Transform) -> FunctionValue:
        return replace(self, transforms=(*self.transforms, transform))

    def counts_bound(self, transform: Transform) -> bool:
        """Whether `transform` wrapped the function before its bound arguments were bound
        (its argnums then count them; `jax.jit(obj.method)`'s do not count `self`)."""
        return any(t is transform for t in self.transforms[: self.bound_at])

    def argnum_of(self, transform: Transform, param: Param) -> int | None:
        """The index `transform`'s argnums and in_axes give `param`."""
        if self.counts_bound(transform):
            return param.position
        return self.visible_position(param)

    def is_static(self, transform: Transform, param: Param, by_keyword: bool | None = None) -> bool:
        """Whether `transform` makes `param` static (negative static_argnums count from
        the end of the positional parameters it sees); `by_keyword`, where the call is
        known, says how the argument was passed (`Transform.as_passed`)."""
        positional = sum(1 for p in params_of(list(self.node.arguments)) if p.position is not None)
        count = positional - (0 if self.counts_bound(transform) else len(self.bound))
        numbers = {n + count if n < 0 else n for n in transform.static_argnums}
        position = self.argnum_of(transform, param)
        marked = transform.spec.marks_are_static and isinstance(self.node, FuncDef)
        if marked and parameter_marks(signature_of(self.node)).get(param.name) == "static":
            return True
        by_position = position is not None and position in numbers
        by_name = param.name in transform.static_argnames
        if transform.as_passed and by_keyword is not None:
            return by_name if by_keyword else by_position
        return by_position or by_name

    def visible_position(self, param: Param) -> int | None:
        """The position a caller (after functools.partial, or of a bound method) passes
        `param` at."""
        if param.position is None or param.position < len(self.bound):
            return None
        return param.position - len(self.bound)


@dataclass(frozen=True)
class TransformFactory:
    """`partial(jax.jit, static_argnames=...)` or `jax.jit(static_argnums=...)`: a decorator."""

    transform: Transform


@dataclass(frozen=True)
class RejectedFactory:
    """`partial(jax.jit, static_argnums=("n",))`: a configuration of the wrong type, which
    the transformation rejects (TypeError) when it wraps a function."""

    shown: str
    keywords: tuple[tuple[str, Expression], ...]


@dataclass(frozen=True)
class CustomDerivative:
    """`partial(jax.custom_vjp, nondiff_argnums=...)` (or custom_jvp): a decorator that
    calls the function it wraps; custom_vjp's non-differentiable arguments are kept."""

    vjp: bool
    nondiff_argnums: tuple[int, ...] = ()
    nondiff_argnames: tuple[str, ...] = ()

    def apply(self, target: FunctionValue) -> FunctionValue:
        if not self.vjp:
            return target
        return replace(
            target, nondiff_argnums=self.nondiff_argnums, nondiff_argnames=self.nondiff_argnames
        )


class Opaque:
    """A function the engine does not look into (imported, or behind an unknown decorator).

    `node` is its definition, whose declared signature may still be read. Immutable,
    compared by its fields (not a dataclass: see `kinds.Value`).
    """

    fullname: Final[str | None]
    node: Final[object | None]

    def __init__(self, fullname: str | None = None, node: object | None = None) -> None:
        self.fullname = fullname
        self.node = node

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Opaque) and (self.fullname, self.node) == (
            other.fullname,
            other.node,
        )

    def __hash__(self) -> int:
        return hash((self.fullname, self.node))

    def __repr__(self) -> str:
        return f"Opaque({self.fullname!r})"


@dataclass(frozen=True)
class TransformedOp:
    """`jax.jit(jax.nn.one_hot)`: a modelled library function under transformations
    (innermost first), whose static parameters receive what the transformations pass."""

    fullname: str
    transforms: tuple[Transform, ...]


@dataclass(frozen=True)
class LinenApply:
    """`model.apply` (or `model.init`, `name`) of a flax.linen Module instance, or
    `jax.jit(model.apply)`: calling it runs the module's `__call__` (under `transform`,
    whose argnums count `variables`, or init's `rngs`, where `__call__` has `self`)."""

    module: Value
    transform: Transform | None
    name: str = "apply"


@dataclass(frozen=True)
class OptaxSchedules:
    """An optax optimizer made with learning-rate schedules (`optax.adamw(schedule)`, or
    a chain of such): its `update` calls each schedule with the step count; and the
    program's own `optax.GradientTransformation(init_fn, update_fn)` (in a chain too),
    whose `update` is `update_fn` with the gradients and the state `init_fn` makes
    (`updates`: each `(update_fn, init_fn)`, the init None where it is not known)."""

    schedules: tuple[FunctionValue, ...]
    updates: tuple[tuple[FunctionValue, FunctionValue | None], ...] = ()
    # `inject_hyperparams(make_opt)(lr=0.1, momentum=0.9)`: the program's own factory, its
    # hyperparameters by name, and those `static_args` keeps Python values.
    injected: InjectedCall | None = None


@dataclass(frozen=True)
class InjectedFactory:
    """`optax.inject_hyperparams(make_opt, static_args=...)` of the program's own factory:
    called with hyperparameters, it makes an optimizer that keeps them in its state."""

    factory: FunctionValue
    static_args: tuple[str, ...] = ()


@dataclass(frozen=True)
class InjectedCall:
    """An optimizer `InjectedFactory` made: its `update` calls the factory again with the
    hyperparameters taken from the optimizer state (tracers inside a trace)."""

    made_by: InjectedFactory
    hyperparams: tuple[tuple[str, Value], ...]


@dataclass(frozen=True)
class LiftedModule:
    """`nn.remat(Block)`: a flax.linen Module class whose `__call__` a lifted
    transformation traces when the module is applied (the class, and its instances)."""

    cls: TypeInfo
    transform: Transform


def holds_class(value: Value) -> bool:
    """Whether `value` is a class (an `Opaque` of its TypeInfo): what `MODELS["cnn"]` gives."""
    return isinstance(value.func, Opaque) and isinstance(value.func.node, TypeInfo)
