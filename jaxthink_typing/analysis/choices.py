"""Code the program picks when it runs, from several it defines: a registry or a dict of
functions or classes looked up by a key the engine cannot know (`LOSSES[cfg.loss]`, where
`cfg` comes from the command line or a config file), `getattr(module, name)`, a def in
each branch of an `if`.

Calling such a value analyses every option with the call's arguments: the program may
run any of them there, and each is the program's own code, so a mistake in one is a
mistake on a path the configuration selects. Nothing is made up: each option is analysed
with the values the call really gives, and the result is what the options agree on (a
choice of classes makes a choice of their instances, whose methods are each one's).
Where the key's own caller or the program itself picks it, no choice is made (`allowed`;
`interprocedural._may_choose`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Final

from mypy.nodes import (
    ARG_NAMED,
    ARG_OPT,
    ARG_POS,
    ARG_STAR,
    ARG_STAR2,
    CallExpr,
    Expression,
    FuncDef,
    IndexExpr,
    LambdaExpr,
    MemberExpr,
    NameExpr,
)

from jaxthink_typing.analysis.callables import Arg, FunctionValue, holds_class
from jaxthink_typing.analysis.kinds import (
    ELEMENT_CHOICE,
    FUNCTION_JOIN,
    UNKNOWN,
    Kind,
    Value,
    join_all,
)

# More options than this and the lookup stays unknown: each is analysed at every call.
MAX_OPTIONS: Final = 8


def allowed(key: Expression, guessed: list[object]) -> bool:
    """Whether a lookup by `key`, which the engine cannot read, may make a choice: not
    where the key is (part of) a parameter of a function analysed as called from an
    unknown place (`guessed`: `Interprocedural.guess`), whose caller picks it, not the run
    (`GATES[name]` in a jitted `layer(x, name)` that the program calls with "relu")."""
    if not guessed:
        return True
    root = _root(key)
    if not isinstance(root, NameExpr):
        return True
    return not any(
        isinstance(func, FuncDef | LambdaExpr)
        and any(a.variable is root.node for a in func.arguments)
        for func in guessed
    )


def attribute_name(key: Expression) -> str | None:
    """The attribute a key reads (`loss` of `cfg.loss`, of `self.cfg.loss`)."""
    return key.name if isinstance(key, MemberExpr) else None


def _root(expr: Expression) -> Expression:
    """The name a key is read from: `cfg` of `cfg.loss`, `args` of `args["loss"]`."""
    while True:
        if isinstance(expr, MemberExpr):
            expr = expr.expr
        elif isinstance(expr, IndexExpr):
            expr = expr.base
        elif isinstance(expr, CallExpr):
            expr = expr.callee
        else:
            return expr


class Choice:
    """One of `options` (at least two): functions (each a value holding a `FunctionValue`),
    classes, or instances of classes of the program (what a choice of classes made). `holders`
    (the same length, or empty) names the registry instance that holds each, where
    instances of one class share the container the engine reads (`@LOSSES.register` and
    `@METRICS.register` both fill `self._entries`): a call with options of several
    holders is not analysed until the lookup's receiver picks one (`narrowed`)."""

    __slots__ = ("holders", "options")

    def __init__(self, options: tuple[Value, ...], holders: tuple[str | None, ...] = ()) -> None:
        self.options = options
        self.holders = holders

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Choice) and (self.options, self.holders) == (
            other.options,
            other.holders,
        )

    def __hash__(self) -> int:
        return hash((self.options, self.holders))

    def __repr__(self) -> str:
        return f"Choice({self.options!r}, {self.holders!r})"

    @property
    def mixed(self) -> bool:
        return len(set(self.holders)) > 1


def choice(
    options: Iterable[Value | None], holders: Iterable[str | None] | None = None
) -> Value | None:
    """A value that is one of `options` (registered by `holders`, where known): the only
    one (a function or a class), or a choice of functions; None where one is not a
    function or class the engine can analyse, or where there are none or too many.
    Options of several registries are kept for `narrowed` to pick among, classes too."""
    found: list[Value] = []
    held: list[str | None] = []
    for option, holder in zip(options, holders if holders is not None else _nobody(), strict=False):
        if option is None or not (isinstance(option.func, FunctionValue) or holds_class(option)):
            return None
        if option not in found:
            found.append(option)
            held.append(holder)
    if len(found) == 1:
        return found[0]  # a registry of one class: `make(name)` can only make that one
    if not found or any(held.count(h) > MAX_OPTIONS for h in held):
        return None
    if len(set(held)) > 1:
        return Value(Kind.STATIC, func=Choice(tuple(found), tuple(held)))
    if not (all(_is_function(o) for o in found) or all(holds_class(o) for o in found)):
        return None
    return Value(Kind.STATIC, func=Choice(tuple(found)))  # functions or classes: static


def holds_instances(value: Value) -> bool:
    """A choice of objects (what a choice of classes made), not of functions."""
    picked = value.func
    return isinstance(picked, Choice) and all(o.cls is not None for o in picked.options)


def returned(values: list[Value]) -> Value | None:
    """What a builder returns on its paths (`build_schedule(cfg)` returning a
    `LinearSchedule` or a `CosineSchedule` as `cfg.name` says, a test the engine cannot
    read): a choice of the instances where they are of two or more classes of the
    program, whose methods are each one's; None for anything else."""
    found = tuple(dict.fromkeys(values))
    if not 1 < len(found) <= MAX_OPTIONS or len({id(v.cls) for v in found}) < 2:
        return None
    if not all(_instance(v) for v in found):
        return None
    return Value(Kind.UNKNOWN, func=Choice(found))


def element_choice(values: list[Value]) -> Value | None:
    """What each element of a list is where it holds instances of two or more classes of
    the program (`layers = [ActNorm(d)]`, then `AffineCoupling`s appended in a loop): a
    choice of them, whose methods are each one's."""
    flat: list[Value] = []
    for value in values:
        picked = value.func
        if isinstance(picked, Choice) and holds_instances(value):
            flat.extend(picked.options)
        else:
            flat.append(value)
    return returned(flat)


def _instance(value: Value) -> bool:
    """An instance of a class (a pytree or a Module too: a transformation given a choice
    of them traces each one, `binding.py`) that is not one of JAX's or of the libraries
    the engine models (`_LIBRARIES`), whose instances stay what those make of them."""
    cls = value.cls
    if cls is None or value.func is not None or cls.is_named_tuple:
        return False
    return not cls.fullname.startswith(_LIBRARIES)


# Packages whose own classes' instances stay what their library makes of them.
_LIBRARIES: Final = ("flax.", "equinox.", "jax.", "jaxlib.", "optax.", "haiku.", "chex.")


def _is_function(value: Value) -> bool:
    return isinstance(value.func, FunctionValue)


def _nobody() -> Iterator[None]:
    while True:
        yield None


def narrowed(value: Value, holder: str) -> Value:
    """`value` as the registry `holder` gives it: a choice of several registries' functions
    narrowed to that registry's."""
    picked = value.func
    if not isinstance(picked, Choice) or not picked.mixed:
        return value
    kept = [(o, h) for o, h in zip(picked.options, picked.holders, strict=True) if h == holder]
    return choice((o for o, _ in kept), (h for _, h in kept)) or value


def each(target: Choice, made: Callable[[Value], Value]) -> Value:
    """What `made` makes of each option (a partial, a transformed function), as a choice;
    unknown where one is not a function, or the options are several registries'."""
    if target.mixed:
        return UNKNOWN
    return choice(made(option) for option in target.options) or UNKNOWN


def call(
    target: Choice,
    call_one: Callable[[Value], Value],
    instances: bool = True,
    args: list[Arg] | None = None,
) -> Value:
    """Each option called (`call_one`) that takes `args` (where given: an option whose
    parameters do not take them raises TypeError there, so the program cannot mean it:
    `init_state` beside the kernel factories `getattr(kernels, name)` finds); the result
    is a choice where every option gives a function (a factory picked by name) or, where
    `instances`, an instance of a class of the program (a class picked by name: its
    methods are each one's), else what the results agree on. Options of several
    registries are not called: which registry is looked up is not known."""
    if target.mixed:
        return UNKNOWN
    options = [o for o in target.options if args is None or _accepts(o, args)]
    if not options:
        return UNKNOWN
    _CALLING[0] += 1
    try:
        results = [call_one(option) for option in options]
    finally:
        _CALLING[0] -= 1
    if all(r.func is not None for r in results):
        picked = choice(results)
        if picked is not None:
            return picked
    made = tuple(dict.fromkeys(results))
    if instances and 1 < len(made) <= MAX_OPTIONS and all(_instance(r) for r in results):
        return Value(Kind.UNKNOWN, func=Choice(made))
    return join_all(results)


# How many choices' options are being called now (`call`).
_CALLING: Final = [0]


def calling_an_option() -> bool:
    """Whether the call being analysed is one option of a choice: a function the program
    may or may not call there (one path of a decorator written for two uses, say)."""
    return _CALLING[0] > 0


def _accepts(option: Value, args: list[Arg]) -> bool:
    """Whether a plain def (nothing bound by a partial) can be called with `args` as
    Python binds them; anything else, or arguments of unknown length, may be."""
    func = option.func
    if not isinstance(func, FunctionValue) or func.bound or func.bound_names:
        return True
    if func.bound_keywords or func.transforms:
        return True
    params = func.node.arguments
    positional = [p for p in params if p.kind in (ARG_POS, ARG_OPT)]
    names = {p.variable.name for p in params if p.kind not in (ARG_STAR, ARG_STAR2)}
    takes_star = any(p.kind == ARG_STAR for p in params)
    takes_keywords = any(p.kind == ARG_STAR2 for p in params)
    given: list[str] = []
    count = 0
    for arg in args:
        if arg.star and not arg.mapping:
            if arg.value.items is None:
                return True  # `*args` of unknown length
            count += len(arg.value.items)
        elif arg.star:
            if arg.value.entries is None:
                return True  # `**kwargs` whose keys are not known
            given.extend(str(key) for key, _ in arg.value.entries)
        elif arg.name is None:
            count += 1
        else:
            given.append(arg.name)
    if count > len(positional) and not takes_star:
        return False
    if any(name not in names for name in given) and not takes_keywords:
        return False
    filled = {p.variable.name for p in positional[:count]} | set(given)
    required = [p for p in params if p.kind in (ARG_POS, ARG_NAMED)]
    return all(p.variable.name in filled for p in required)


def either(a: Value, b: Value) -> Value | None:
    """Two functions met at a join (`schedule` defined in each branch of an `if`): a
    choice of both, where each is a different def (a def run again in a loop is not)."""
    left, right = _functions(a), _functions(b)
    if not left or not right:
        return None
    options: list[Value] = []
    for option in (*left, *right):
        if option not in options:
            options.append(option)
    nodes = {id(o.func.node) for o in options if isinstance(o.func, FunctionValue)}
    return choice(options) if len(nodes) == len(options) else None


def _functions(value: Value) -> list[Value]:
    """The functions `value` is: itself, or a choice's options (none for anything else)."""
    if isinstance(value.func, FunctionValue) and value.kind is Kind.STATIC:
        return [value]
    if isinstance(value.func, Choice) and not value.func.mixed:
        return list(value.func.options)
    return []


FUNCTION_JOIN.append(either)
ELEMENT_CHOICE.append(element_choice)
