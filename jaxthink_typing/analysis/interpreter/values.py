"""What the interpreter asks of a value alone: is it a jax array, what does iterating it
yield, which item does a literal hold under a key."""

from __future__ import annotations

from mypy.nodes import FuncDef, IndexExpr, IntExpr

from jaxthink_typing.analysis.kinds import (
    STATIC,
    UNKNOWN,
    Kind,
    PyType,
    Value,
    constant,
    contents,
    join,
    join_all,
    static,
)

# Loops over a literal of at most this many distinct items run once per item.
MAX_UNROLLED = 8


def is_jax_array(value: Value) -> bool:
    """A value known to be a jax array (traced or not); pytrees and unknowns are not."""
    return value.kind in (Kind.TRACED, Kind.DIFF, Kind.CONCRETE) and value.pytype.is_array


def element_of(value: Value) -> Value:
    """What iterating over `value` yields."""
    if value.pytype in (PyType.DICT, PyType.SET):
        return STATIC  # a dict's keys, a set's elements: hashable, so never tracers
    if value.elem is not None:
        return value.elem
    if value.items:
        element = value.items[0]
        for item in value.items[1:]:
            element = join(element, item)
        return element
    if value.is_tracer and value.pytype.is_array:
        return Value(value.kind, value.origin, value.pytype)  # the rows of an array
    if value.is_tracer and value.pytype.is_sequence:
        return Value(value.kind, value.origin)  # the items of a traced list or tuple
    if value.is_tracer:
        return UNKNOWN  # a pytree: iterating a dict yields its (static) keys
    if value.kind is Kind.CONCRETE:
        return Value(Kind.CONCRETE, pytype=PyType.ARRAY)  # the rows of an eager array
    return UNKNOWN


def unpack(value: Value, count: int) -> list[Value]:
    """The `count` values that `a, b, ... = value` binds."""
    if value.items is not None and len(value.items) == count:
        return list(value.items)
    given = given_items(value)
    if given is not None and len(given) == count:
        return given
    if value.is_tracer and value.elem is None:
        # `w, b = params`: the leaves of a tuple pytree, or the rows of an array.
        pytype = value.pytype if value.pytype.is_array else PyType.OTHER
        return [Value(value.kind, value.origin, pytype)] * count
    return [element_of(value)] * count


def distinct_items(value: Value) -> bool:
    """Known items (two to `MAX_UNROLLED`) that are instances of different classes,
    different functions, or dicts whose known entries differ (a sweep of configurations:
    the body runs with each, and what each one picks is each one's)."""
    items = value.items
    if items is None or not 1 < len(items) <= MAX_UNROLLED:
        return False
    return len({found for item in items if (found := _what(item))}) > 1


def _what(item: Value) -> tuple[object, ...]:
    """What tells the items of a loop apart: their classes, functions and known dict
    entries (an `enumerate`'s pairs: their items'); empty for anything else."""
    parts = (item.items or ()) if item.cls is None and item.func is None else ()
    inner = tuple(_what(part) for part in parts)
    func = getattr(item.func, "node", item.func)
    found = (id(item.cls) if item.cls else None, id(func) if func else None, item.entries)
    if found == (None, None, None) and not any(inner):
        return ()
    return (*found, inner)


def nonempty(value: Value) -> bool:
    """Whether iterating over `value` surely runs the loop body at least once."""
    if value.items is not None:
        return len(value.items) > 0
    return value.is_tracer or (value.elem is not None and value.kind is Kind.STATIC)


def plain_key(key: object) -> bool:
    """A key compared by value (a str, int or bool), as a dict display's entries keep."""
    return isinstance(key, str | int)


def entry(base: Value, key: object) -> Value | None:
    """The item a dict display holds under a known key (None: not one of its keys)."""
    if base.entries is None or not plain_key(key):
        return None
    for known, item in base.entries:
        if type(known) is type(key) and known == key:
            return item
    return None


def without_entry(base: Value, key: object) -> tuple[tuple[object, Value], ...]:
    """A dict display's entries but the one under `key`: what `pop(key)` leaves."""
    return tuple((k, v) for k, v in base.entries or () if not (type(k) is type(key) and k == key))


def with_entry(base: Value, key: object, item: Value) -> Value:
    """The dict display `base` after `base[key] = item` (a known, plain key)."""
    entries = (*without_entry(base, key), (key, item))
    return _dict_of([v for _, v in entries], entries)


def with_any_entry(base: Value, item: Value) -> Value | None:
    """The dict `base` after `base[key] = item` by a key the engine cannot read: a dict
    whose every value is their join, where `base` says what each of its values is; None
    where it does not."""
    held = contents(base)
    return None if held is None else _dict_of([*held, item], None)


def _dict_of(values: list[Value], entries: tuple[tuple[object, Value], ...] | None) -> Value:
    """A dict holding `values` (by `entries` where their keys are known)."""
    kind = Kind.STATIC if all(v.kind is Kind.STATIC for v in values) else Kind.UNKNOWN
    return Value(kind, pytype=PyType.DICT, elem=join_all(values), entries=entries)


def entries_view(base: Value, name: str) -> Value | None:
    """`d.items()`, `d.keys()` or `d.values()` of a dict display whose keys are all known:
    its entries in order (None where they are not known)."""
    if base.pytype is not PyType.DICT or base.entries is None:
        return None
    if name == "keys":
        return static(PyType.SEQUENCE, items=tuple(constant(k) for k, _ in base.entries))
    if name == "values":
        return Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE, items=tuple(v for _, v in base.entries))
    pairs = tuple(
        Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE, items=(constant(k), v)) for k, v in base.entries
    )
    return Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE, items=pairs)


def given_items(value: Value) -> list[Value] | None:
    """The fields, in order, of a NamedTuple built in the analysed code (`P(x, 3)`: the
    second is the int 3, not a tracer); None where they are not all known."""
    cls = value.cls
    if cls is None or not cls.is_named_tuple or value.leaves != "given":
        return None
    new = cls.get_method("__new__")
    if not isinstance(new, FuncDef):
        return None
    fields = dict(value.fields)
    names = [name or "" for name in new.arg_names[1:]]
    if not all(name in fields for name in names):
        return None
    return [fields[name] for name in names]


def known_item(base: Value, expr: IndexExpr) -> Value | None:
    """An element of a literal tuple, list or dict whose elements are known, or a field
    of a NamedTuple built in the analysed code."""
    given = given_items(base)
    if given is not None and isinstance(expr.index, IntExpr):
        position = expr.index.value
        return given[position] if -len(given) <= position < len(given) else None
    if base.pytype not in (PyType.SEQUENCE, PyType.LIST, PyType.DICT):
        return None
    if base.items is not None and isinstance(expr.index, IntExpr):
        position = expr.index.value
        if -len(base.items) <= position < len(base.items):
            return base.items[position]
    return base.elem
