"""jax-static-arg: a static argument declared or passed wrongly.

Bad `static_argnums`/`static_argnames`, an unhashable value for a static argument, a
tracer for a `Static[...]` parameter or in a custom_vjp's `nondiff_argnums`, a Python
number where vmap/pmap maps an axis, and `Static`/`Traced` without exactly one argument.
"""

from __future__ import annotations

from typing import Final

from mypy.nodes import (
    FUNC_NO_INFO,
    Expression,
    FuncDef,
    IntExpr,
    ListExpr,
    NameExpr,
    StrExpr,
    TupleExpr,
    TypeInfo,
)
from mypy.nodes import Context as Node

from jaxthink_typing import codes
from jaxthink_typing.analysis import fullnames as fn
from jaxthink_typing.analysis import static_hashing
from jaxthink_typing.analysis.callables import Arg, FunctionValue
from jaxthink_typing.analysis.choices import calling_an_option, holds_instances
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.dataclass_hash import dataclass_hashing
from jaxthink_typing.analysis.diagnostics import RAISES
from jaxthink_typing.analysis.kinds import UNKNOWN, Kind, PyType, Value
from jaxthink_typing.analysis.plain_classes import is_plain_class
from jaxthink_typing.analysis.pytrees import field_kind, function_fields, is_pytree_class
from jaxthink_typing.analysis.rules import traced_hash
from jaxthink_typing.analysis.rules.wording import add, static_hint
from jaxthink_typing.analysis.traced_containers import mapped_by
from jaxthink_typing.analysis.transforms import Level, Param, params_of


def check_config(ctx: Context, target: FunctionValue) -> bool:
    """Report bad static_argnums/static_argnames; False if JAX would reject them."""
    valid = True
    params = params_of(list(target.node.arguments))
    has_star = any(p.is_star and p.name for p in params if p.position is None)
    names = {p.name for p in params if not p.is_star}
    for transform in target.transforms:
        # Positions count from the first parameter functools.partial (or a bound method's
        # instance) left unbound, unless the transformation wrapped the function first.
        shift = 0 if target.counts_bound(transform) else len(target.bound)
        positional = [p for p in params if p.position is not None][shift:]
        for number in transform.static_argnums:
            if not has_star and not -len(positional) <= number < len(positional):
                valid = False
                message = (
                    f'static_argnums={number} is out of range: "{target.name}" takes '
                    f"{len(positional)} positional argument(s)"
                )
                notes = (f"{transform.name} raises ValueError for it",)
                fix = "use an index below that count, or static_argnames"
                at = _at_line(transform.line)
                add(ctx, at, codes.STATIC_ARG, message, fix=fix, notes=notes)
        for name in transform.static_argnames:
            if name not in names and not has_star:
                valid = False
                message = (
                    f'static_argnames names "{name}", which is not a parameter of "{target.name}"'
                )
                notes = (f"{transform.name} raises ValueError for it",)
                fix = f"name one of: {', '.join(sorted(names)) or '(none)'}"
                at = _at_line(transform.line)
                add(ctx, at, codes.STATIC_ARG, message, fix=fix, notes=notes)
    return valid


def configured_in(caller: Context, owner: Context, target: FunctionValue) -> Context:
    """The module whose lines the transformations' configuration is on: that of the
    function's definition (`owner`) where they decorate it, the caller's otherwise. Its
    report at a decorator's line then goes to the defining module (once, there), not to
    the caller's file at a line of another file."""
    if owner is caller:
        return caller
    lines = owner.source.lines
    line = target.node.line
    for transform in target.transforms:
        at = transform.line
        if not (0 < at < line <= len(lines) and lines[at - 1].lstrip().startswith("@")):
            return caller
    return owner


def check_hashable(ctx: Context, target: FunctionValue, args: list[Arg], call: Node) -> None:
    """Static arguments of a jitted function must be hashable, concrete Python values."""
    statics = [
        t
        for t in target.transforms
        if (t.static_argnums or t.static_argnames) and t.spec.hashes_static
    ]
    if not statics:
        return
    positional = [a for a in args if a.name is None and not a.star]
    for param in params_of(list(target.node.arguments)):
        arg = next((a for a in args if a.name == param.name), None)
        if arg is None and param.position is not None:
            # Arguments bound earlier (partial, a method's instance) come first.
            index = param.position - len(target.bound)
            arg = positional[index] if 0 <= index < len(positional) else None
        if arg is None:
            continue
        by_keyword = arg.name is not None
        transform = next((t for t in statics if target.is_static(t, param, by_keyword)), None)
        if transform is None:
            continue
        what = _unhashable(ctx, arg.value)
        if what is not None:
            message = f'{what} is passed for "{param.name}", a static argument of "{target.name}"'
            notes = (
                f"Static arguments ({transform.name} at line {transform.line}) must be "
                "hashable Python values: JAX raises ValueError at this call",
            )
            fix = _hashable_fix(ctx, arg.value, what)
            add(ctx, call, codes.STATIC_ARG, message, fix=fix, notes=notes, cause=arg.value)


def rejects_call(ctx: Context, target: FunctionValue, args: list[Arg], call: Node) -> bool:
    """Whether JAX (or a cache) rejects the call's arguments before the body runs: a static
    argument passed by keyword to pmap, an unhashable static argument, a tracer in
    nondiff_argnums, a scalar where vmap maps, a value that is no JAX type where jit
    traces, a tracer given to a cached function (the first is reported: the statement
    raised there)."""
    raised = RAISES.count
    check_static_positional(ctx, target, args, call)
    check_hashable(ctx, target, args, call)
    check_nondiff(ctx, target, args, call)
    check_mapped(ctx, target, args, call)
    check_jax_types(ctx, target, args, call)
    if target.cached:
        for arg in args:
            construct = f'An argument of the cached function "{target.name}"'
            traced_hash.check(ctx, arg.node, arg.value, construct)
    return RAISES.count != raised


def check_static_positional(
    ctx: Context, target: FunctionValue, args: list[Arg], call: Node
) -> None:
    """pmap's static_broadcasted_argnums must be passed positionally: a call that passes
    one by keyword (or not at all) raises ValueError."""
    outer = target.transforms[-1] if target.transforms else None
    if outer is None or not outer.spec.static_positional or any(a.star for a in args):
        return
    given = sum(1 for a in args if a.name is None) + len(target.bound)
    missing = [n for n in outer.static_argnums if n >= given]
    if not missing:
        return
    params = [p for p in params_of(list(target.node.arguments)) if p.position is not None]
    names = [params[n].name for n in missing if n < len(params)]
    shown = f'"{names[0]}"' if names else f"position {missing[0]}"
    message = (
        f"{shown} is a static argument of {outer.name}, but this call does not pass it positionally"
    )
    notes = (
        f"{outer.name} (line {outer.line}) takes its static_broadcasted_argnums by position "
        "only: it raises ValueError at this call",
    )
    add(ctx, call, codes.STATIC_ARG, message, fix="pass it positionally", notes=notes)


def check_nondiff(ctx: Context, target: FunctionValue, args: list[Arg], call: Node) -> None:
    """custom_vjp raises UnexpectedTracerError for a tracer in a nondiff_argnums slot."""
    if not (target.nondiff_argnums or target.nondiff_argnames):
        return
    positional = [a for a in args if a.name is None and not a.star]
    for param in params_of(list(target.node.arguments)):
        position = param.position
        by_number = position is not None and position in target.nondiff_argnums
        if not by_number and param.name not in target.nondiff_argnames:
            continue
        arg = next((a for a in args if a.name == param.name), None)
        if arg is None and position is not None and position < len(positional):
            arg = positional[position]
        tracer = None if arg is None else _held_tracer(arg.value)
        if arg is not None and tracer is not None:
            what = "A traced value" if tracer is arg.value else "A container holding a tracer"
            message = (
                f'{what} is passed for "{param.name}", a nondiff_argnums argument of '
                f'the custom_vjp function "{target.name}"'
            )
            notes = (
                "custom_vjp raises UnexpectedTracerError for a tracer there, also one inside "
                "a tuple or dict",
            )
            fix = (
                "pass a Python value, or make it an ordinary argument and return its "
                "cotangent from bwd"
            )
            add(ctx, call, codes.STATIC_ARG, message, value=tracer, fix=fix, notes=notes)


def _held_tracer(value: Value, depth: int = 3) -> Value | None:
    """`value` if it is a tracer, else a tracer among the known items of a tuple, list or
    dict it is (JAX flattens a nondiff argument and finds a tracer among its leaves)."""
    if value.is_tracer:
        return value
    if depth == 0:
        return None
    inner = [*(value.items or ()), *(item for _, item in value.entries or ())]
    if value.elem is not None:
        inner.append(value.elem)
    for item in inner:
        found = _held_tracer(item, depth - 1)
        if found is not None:
            return found
    return None


def check_mapped(ctx: Context, target: FunctionValue, args: list[Arg], call: Node) -> bool:
    """vmap/pmap raise ValueError at the call for a Python number in a mapped position
    (it has no axis to map); report each, and say whether there was one."""
    outer = target.transforms[-1] if target.transforms else None
    if outer is None or not outer.spec.mapped or outer.all_unmapped or outer.all_broadcast:
        return False
    if any(a.star for a in args):
        return False
    params = [p for p in params_of(list(target.node.arguments)) if not p.is_star]
    by_position = {
        target.visible_position(p): p for p in params if target.visible_position(p) is not None
    }
    found = False
    position = 0
    for arg in args:
        if arg.name is None:
            param = by_position.get(position)
            visible = None if param is None else target.argnum_of(outer, param)
            position += 1
        else:
            param, visible = next((p for p in params if p.name == arg.name), None), None
        free = visible is not None and (visible in outer.unmapped or visible in outer.broadcast)
        number = arg.value.kind is Kind.STATIC and arg.value.pytype is PyType.NUMBER
        if param is not None and number and not free and not target.is_static(outer, param):
            value = arg.value
            what = type(value.const[0]).__name__ if value.const is not None else "number"
            message = (
                f'A Python {what} is passed for "{param.name}", which {outer.name} (line '
                f"{outer.line}) maps over an axis"
            )
            notes = (f"A scalar has no axis, so {outer.name} raises ValueError at this call",)
            fix = (
                f"give {outer.spec.mapped_fix}, close over it, or pass an array with a leading axis"
            )
            add(ctx, call, codes.STATIC_ARG, message, fix=fix, notes=notes)
            found = True
    return found


def check_jax_types(ctx: Context, target: FunctionValue, args: list[Arg], call: Node) -> bool:
    """A str, a function or an instance of a plain class passed where jit/vmap/pmap trace
    an argument (or grad differentiates one), or inside such an argument (a dict holding
    a str, an equinox Module holding its activation function), is no JAX type: JAX
    rejects it at the call (TypeError; nnx.scan: ValueError). Report each; say whether
    there was one."""
    outer = target.transforms[-1] if target.transforms else None
    if outer is None or outer.level is Level.EAGER or any(a.star for a in args):
        return False
    if outer.spec.filtered or outer.spec.lifts_modules or outer.all_unmapped:
        return False
    params = [p for p in params_of(list(target.node.arguments)) if not p.is_star]
    passed: list[tuple[Param | None, Value]] = []
    if target.counts_bound(outer):  # a jitted function given to partial, a jitted __call__
        by_own = {p.position: p for p in params}
        passed.extend((by_own.get(i), value) for i, value in enumerate(target.bound))
    by_position = {target.visible_position(p): p for p in params}
    position = 0
    for arg in args:
        if arg.name is None:
            passed.append((by_position.get(position), arg.value))
            position += 1
        else:
            passed.append((next((p for p in params if p.name == arg.name), None), arg.value))
    found = False
    for param, value in passed:
        if param is None or target.is_static(outer, param):
            continue
        argnum = target.argnum_of(outer, param)
        if argnum is not None and argnum in outer.unmapped:
            continue
        axes = dict(outer.leaf_axes).get(argnum) if argnum is not None else None
        # vmap passes the leaves its axes give None as they are: only the mapped ones count.
        checked = value if axes is None else mapped_by(value, axes, _same, lambda _: UNKNOWN)
        what = None if value.is_tracer else non_jax_leaf(ctx, checked)
        if what is None:
            continue
        if outer.level is Level.DIFF and (argnum is None or argnum not in outer.argnums):
            continue  # grad passes the arguments it does not differentiate unchanged
        fix = outer.spec.static_fix
        escape = fix.format(name=param.name) if fix is not None else "pass it another way"
        if fix is not None and (
            _unhashable(ctx, value) is not None or not static_hashing.may_hash(value, None)
        ):
            fix = None  # jit could not hash it either: making it static is no fix
            escape = "pass its arrays apart from the rest (which can then be static)"
        cls = value.cls
        hashing = (
            None if cls is None else dataclass_hashing(cls, tree=ctx.tree_for(cls.module_name))
        )
        if hashing == "unhashable" or (hashing is not None and fix is None):
            escape = "register the dataclass as a pytree (jax.tree_util.register_dataclass)"
        message = f'{what} is passed for "{param.name}", which {outer.name} traces'
        notes = (
            f"{outer.name} (line {outer.line}) traces only arrays, numbers and pytrees of "
            "them: JAX rejects it at this call (TypeError)",
        )
        add(ctx, call, codes.STATIC_ARG, message, fix=f"{escape}, or close over it", notes=notes)
        found = True
    return found


# Transformations whose function's outputs JAX flattens and checks: a leaf that is no
# JAX type raises TypeError at the call ("returned a value of type ..., which is not a
# valid JAX type"). equinox's and nnx's own transformations take any Python value back.
_OUTPUT_CHECKED: Final = frozenset(
    {"jax.jit", "jax.vmap", "jax.pmap", "jax.checkpoint", "jax.remat", "jax.eval_shape"}
)


def check_output(ctx: Context, target: FunctionValue, result: Value, call: Node) -> None:
    """`jax.jit(f)(x)` where `f` returns a value holding a function or a str, as known."""
    keys = [t.spec.key for t in target.transforms]
    if not keys or any(key not in _OUTPUT_CHECKED for key in keys) or calling_an_option():
        return  # of a choice, the option that returns a function may be one never taken
    what = non_jax_leaf(ctx, result)
    if what is None:
        return
    shown = target.transforms[-1].spec.shown
    message = f'{what} is returned by "{target.name}", whose outputs {shown} traces'
    fix = "return only arrays (keep other values outside, or make them with a second function)"
    _not_a_jax_type(ctx, call, message, "returns from a traced function", fix)


def report_untraceable(ctx: Context, call: Node, what: str, where: str) -> None:
    """`what` (a value holding a str, say) is given where `where` ("lax.scan traces")."""
    fix = "keep such values out of what JAX traces (close over them, or pass them apart)"
    _not_a_jax_type(ctx, call, f"{what} is given where {where}", "traces", fix)


def _not_a_jax_type(ctx: Context, call: Node, message: str, does: str, fix: str) -> None:
    """Report a value JAX rejects at `call` as no JAX type (`does`: what JAX does with
    only arrays, numbers and pytrees of them)."""
    note = (
        f"JAX {does} only arrays, numbers and pytrees of them: it rejects this at the call "
        "(TypeError: not a valid JAX type)"
    )
    add(ctx, call, codes.STATIC_ARG, message, fix=fix, notes=(note,))


def non_jax_leaf(ctx: Context, value: Value, depth: int = 3) -> str | None:
    """How to name `value`, or a leaf of it (an item of a tuple, list or dict, a field of
    a pytree), that is no JAX type: JAX flattens what it traces and rejects such a leaf
    (TypeError at the call: "not a valid JAX type"). None when it has none, as known."""
    found = _leaf_and_path(ctx, value, depth)
    if found is None:
        return None
    what, path = found
    return f"A value holding {what[0].lower()}{what[1:]} at {path}" if path else what


def _leaf_and_path(ctx: Context, value: Value, depth: int) -> tuple[str, str] | None:
    """`non_jax_leaf`'s leaf, named, and the path to it (`[0].activation`; "" for
    `value` itself)."""
    what = _no_jax_type(ctx, value)
    if what is not None or depth == 0:
        return (what, "") if what is not None else None
    parts: list[tuple[str, Value]] = [(f"[{i}]", item) for i, item in enumerate(value.items or ())]
    parts += [(f"[{key!r}]", item) for key, item in value.entries or ()]
    cls = value.cls
    if cls is not None and value.func is None:
        tree = ctx.tree_for(cls.module_name)
        if cls.fullname in fn.FUNCTION_HOLDING_CLASSES:
            return f'An instance of "{cls.name}" (its activation functions are leaves)', ""
        held = dict(value.fields)
        for name in function_fields(cls, tree):
            # Only a function known to be there: a field declared `Callable` may hold a
            # pytree (a `jax.tree_util.Partial`, an equinox Module) that JAX flattens.
            if name in held and _plain_function(ctx, held[name]):
                return f'An instance of "{cls.name}" (its field "{name}" holds a function)', ""
        traced = [(name, given) for name, given in value.fields]
        parts += [(f".{n}", g) for n, g in traced if field_kind(cls, n, tree) == "traced"]
    for where, part in parts:
        found = _leaf_and_path(ctx, part, depth - 1)
        if found is not None:
            return found[0], where + found[1]
    return None


def _same(value: Value) -> Value:
    return value


def _plain_function(ctx: Context, value: Value) -> bool:
    """A function that is no pytree (not a `Partial`, nor an instance of a pytree class
    with a `__call__`)."""
    if value.func is None or holds_instances(value):
        return False
    cls = value.cls
    if cls is None:
        return True
    return cls.fullname not in fn.PYTREE_PARTIALS and not is_pytree_class(
        cls, ctx.tree_for(cls.module_name)
    )


def _no_jax_type(ctx: Context, value: Value) -> str | None:
    if value.const is not None and isinstance(value.const[0], str):
        return "A str"
    if value.cls is not None and value.cls.fullname == "builtins.object" and value.func is None:
        return "An object()"
    function = value.func
    node = function.node if isinstance(function, FunctionValue) else None
    method = isinstance(node, FuncDef) and node.info is not FUNC_NO_INFO and not node.is_static
    if isinstance(function, FunctionValue) and function.bound and method:
        # A bound method: an equinox Module's is a pytree; a plain object's is not.
        owner = function.bound[0].cls
        plain = owner is not None and is_plain_class(owner, ctx.tree, ctx.source.lines)
        return "A bound method" if plain else None
    if function is not None and value.cls is None and not holds_instances(value):
        return "A function"
    cls = value.cls
    plain = value.kind in (Kind.UNKNOWN, Kind.STATIC) and value.func is None
    if cls is not None and plain and is_plain_class(cls, ctx.tree, ctx.source.lines):
        kind = "dataclass" if cls.defn.decorators else "class"
        return f'An instance of "{cls.name}" (a {kind} not registered as a pytree)'
    return None


def traced_for_static(ctx: Context, call: Node, value: Value, param: str, function: str) -> None:
    """A traced argument for a parameter its function declares `Static[...]`."""
    message = f'"{param}" of "{function}" is declared Static[...], but the argument is traced'
    fix = (
        "pass a Python value (a shape entry, len(x), a static argument) or drop the Static "
        f"mark{static_hint(value)}"
    )
    add(ctx, call, codes.STATIC_ARG, message, value=value, fix=fix)


def mark_arity(ctx: Context, node: Node, mark: str, count: int) -> None:
    """`Static`/`Traced` written without exactly one type argument."""
    message = f"{mark}[...] takes exactly one type argument (the value's type), got {count}"
    fix = f"write {mark}[int], {mark}[jax.Array] or {mark}[tuple[int, ...]]"
    add(ctx, node, codes.STATIC_ARG, message, fix=fix)


def _unhashable(ctx: Context, value: Value) -> str | None:
    """How to name a value that cannot be a static argument, or None if it can."""
    if value.kind in (Kind.TRACED, Kind.DIFF):
        return "A traced value"
    if value.kind is Kind.CONCRETE:
        return "A jax array"
    if value.kind is Kind.UNKNOWN and value.pytype in (PyType.ARRAY, PyType.MASK):
        return "A jax array"  # a jax operation's result, traced or not: no hash either way
    names = {PyType.LIST: "A list", PyType.DICT: "A dict", PyType.SET: "A set"}
    if value.kind in (Kind.STATIC, Kind.UNKNOWN) and value.pytype in names:
        return names[value.pytype]
    if value.pytype.is_ndarray:
        return "A NumPy array"
    if value.cls is not None and value.func is None and value.cls.is_named_tuple:
        return _unhashable_items(ctx, value, f'An instance of the NamedTuple "{value.cls.name}"')
    if value.cls is not None and value.func is None and static_hashing.hash_is_none(value.cls):
        return f'An instance of "{value.cls.name}" (its __hash__ is None)'
    if value.cls is not None and value.func is None:
        return _unhashable_dataclass(ctx, value, value.cls)
    if value.pytype is PyType.SEQUENCE and value.items is not None:
        return _unhashable_items(ctx, value, "A tuple")
    return None


def _hashable_fix(ctx: Context, value: Value, what: str) -> str:
    """What to do with an unhashable static argument (`what` names it): a list or dict
    has a hashable twin; an array (or a tuple or pytree holding one) can only be traced,
    and a plain class holding one is no pytree, so its arrays are passed apart."""
    if not any(word in what for word in ("jax array", "NumPy array", "traced value")):
        return "pass a tuple or a frozen dataclass, or make it a traced argument"
    cls = value.cls
    if cls is None or is_pytree_class(cls, ctx.tree_for(cls.module_name)):
        return "make it a traced argument (take it out of static_argnums/static_argnames)"
    return "pass its arrays as traced arguments and keep only Python values static"


def _unhashable_items(ctx: Context, value: Value, what: str) -> str | None:
    """A tuple (or NamedTuple) hashes its items: one known unhashable makes it fail."""
    named = value.fields or tuple((f"[{i}]", item) for i, item in enumerate(value.items or ()))
    for name, item in named:
        held = _unhashable(ctx, item)
        if held is not None:
            where = name if name.startswith("[") else f'"{name}"'
            return f"{what} (it hashes its items; {where} holds {held[0].lower() + held[1:]})"
    return None


def _unhashable_dataclass(ctx: Context, value: Value, info: TypeInfo) -> str | None:
    """A dataclass instance whose hash fails: `__hash__` is None, or it hashes a field
    that holds an unhashable value (`frozen=True`/`unsafe_hash=True` over an array)."""
    hashing = dataclass_hashing(info, tree=ctx.tree_for(info.module_name))
    if hashing == "unhashable":
        return (
            f'An instance of "{info.name}" (a dataclass without frozen=True: its __hash__ is None)'
        )
    if hashing == "fields":
        for name, field in value.fields:
            what = _unhashable(ctx, field)
            if what is not None:
                held = what[0].lower() + what[1:]
                return f'An instance of "{info.name}" (it hashes its fields; "{name}" holds {held})'
    return None


def _at_line(line: int) -> NameExpr:
    node = NameExpr("<config>")
    node.line = line
    node.column = 0
    return node


def wrong_literal_types(keywords: dict[str, Expression]) -> bool:
    """Whether `static_argnums` holds a str or `static_argnames` an int (literally)."""
    for keyword, wrong in (("static_argnums", StrExpr), ("static_argnames", IntExpr)):
        expr = keywords.get(keyword)
        items = expr.items if isinstance(expr, TupleExpr | ListExpr) else [expr]
        if expr is not None and any(isinstance(item, wrong) for item in items):
            return True
    return False


def check_literal_types(
    ctx: Context, shown: str, keywords: dict[str, Expression], at: Node
) -> None:
    """`partial(jax.jit, static_argnums=("n",))(f)`: a str where jit takes ints (or an int
    where it takes names) makes jit raise TypeError when it wraps `f` (at `at`). mypy
    reports the direct form `jax.jit(f, static_argnums=("n",))` (arg-type); this is the
    same mistake where mypy has no signature to check."""
    for keyword, wrong, wanted, other in (
        ("static_argnums", StrExpr, "ints", "static_argnames"),
        ("static_argnames", IntExpr, "names", "static_argnums"),
    ):
        expr = keywords.get(keyword)
        items = expr.items if isinstance(expr, TupleExpr | ListExpr) else [expr]
        if expr is None or not any(isinstance(item, wrong) for item in items):
            continue
        message = (
            f"{keyword} takes {wanted}, so {shown} raises TypeError when it wraps the function"
        )
        fix = f"to give {'names' if wanted == 'ints' else 'positions'}, use {other}"
        add(ctx, at, codes.STATIC_ARG, message, fix=fix)
        return
