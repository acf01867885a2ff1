"""What the engine knows about a value: its kind, and why it has it."""

from __future__ import annotations

import enum
import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final, Literal, TypeAlias

from mypy.nodes import TypeInfo

# Which leaves of a traced pytree instance are tracers: those its class declares
# ("declared": jax.jit, scan, cond), only its arrays ("arrays": equinox's filter_*), or
# the values its constructor was given ("given": built inside traced code).
Leaves: TypeAlias = Literal["declared", "arrays", "given"]


class Kind(enum.IntEnum):
    """How concrete a value is while JAX traces (DESIGN §2)."""

    UNKNOWN = 0  # never reported: unknown is not traced
    STATIC = 1  # a Python or NumPy value known at trace time
    CONCRETE = 2  # an eager jax array: concrete, but unhashable and immutable
    DIFF = 3  # a tracer of grad/jvp/vjp alone: bool/int work, float/NumPy fail
    TRACED = 4  # an abstract tracer (jit, vmap, scan bodies, ...): no concrete value


class PyType(enum.Enum):
    """The Python container type of a value, where it matters for a rule."""

    OTHER = "other"  # unknown, or a pytree that may be a container
    ARRAY = "array"  # known to be an array (an operation's result, a scalar leaf)
    MASK = "mask"  # a boolean array: a comparison's result
    NONE = "none"  # the None object: an empty pytree, never traced
    NUMBER = "number"  # a Python bool, int, float or complex: an array leaf once traced
    SEQUENCE = "sequence"  # tuple, str, range: indexing needs an int
    LIST = "list"  # a sequence that is also unhashable
    DICT = "dict"
    SET = "set"
    NDARRAY = "ndarray"
    NDMASK = "ndmask"  # a NumPy boolean array (a comparison of one): traced, a mask
    # A NumPy scalar (`np.int32(n)`): a number to Python (hashable, an index, a size), but
    # an array leaf to equinox's filters, which trace it where they keep a Python int.
    NPSCALAR = "npscalar"

    # By identity, in C: Enum's own hash is Python code, and every memo key hashes these.
    __hash__ = object.__hash__

    @property
    def is_array(self) -> bool:
        return self in (PyType.ARRAY, PyType.MASK)

    @property
    def is_ndarray(self) -> bool:
        return self in (PyType.NDARRAY, PyType.NDMASK)

    @property
    def is_mask(self) -> bool:
        """A boolean array, jax's or NumPy's: traced, an index whose result's shape
        depends on the data."""
        return self in (PyType.MASK, PyType.NDMASK)

    @property
    def is_number(self) -> bool:
        """A Python number or a NumPy scalar."""
        return self in (PyType.NUMBER, PyType.NPSCALAR)

    @property
    def is_sequence(self) -> bool:
        return self in (PyType.SEQUENCE, PyType.LIST)


@dataclass(frozen=True)
class Origin:
    """Why a value has its kind: a sentence and, for derived values, where it came from.

    `static_fix` says how to make the root parameter static, where that is a fix.
    `param` names the parameter a tracer comes from (`"module.function:name"`), where
    binding made it one; `root_param` finds it at the root of a derived value's chain.
    """

    text: str
    parent: Origin | None = None
    static_fix: str | None = None
    through_array_op: bool = False  # the value was computed from the root by a jax op
    from_constant: bool = False  # a jax op on static inputs, not a traced argument
    differentiated: bool = False  # the root is an argument a derivative differentiates
    gradient_stopped: bool = False  # lax.stop_gradient of the value below
    param: str | None = None  # the parameter made a tracer here (see root_param)
    # The file whose "at line N" `text` cites, where it says one (binding.py).
    file: str | None = None
    passed: bool = False  # the same value, given to a parameter (binding.py)

    def is_differentiated(self) -> bool:
        """Whether the chain starts at a differentiated argument (so the value is one of
        JAX's JVP tracers, also where a jit traces it as well), with no stop_gradient."""
        node: Origin | None = self
        while node is not None:
            if node.gradient_stopped:
                return False
            if node.differentiated:
                return True
            node = node.parent
        return False

    def root_param(self) -> str | None:
        """The parameter at the root of the chain (the innermost one named), if any: a
        value derived from another is attributed to the parameter it came from."""
        found: str | None = None
        node: Origin | None = self
        while node is not None:
            if node.param is not None:
                found = node.param
            node = node.parent
        return found

    def root_fix(self) -> str | None:
        """The static fix at the root of the chain, if the value is that root itself (or
        Python arithmetic on it): making an array argument static would not help."""
        node: Origin | None = self
        while node is not None:
            if node.through_array_op:
                return None
            if node.static_fix is not None:
                return node.static_fix
            node = node.parent
        return None

    def source(self) -> Origin:
        """The value itself, however many calls it was passed through."""
        node = self
        while node.passed and node.parent is not None:
            node = node.parent
        return node

    def derived(self) -> Origin:
        """This origin, seen through a jax operation (arrays are not made static)."""
        if self.through_array_op:
            return self
        return Origin("", self, through_array_op=True)

    def explain(self, here: str | None = None) -> str:
        """The chain of reasons from the value back to the transformation at its root,
        each step once: "a; b; c". A chain whose steps lie in other files than `here`
        (the file of the report) names each step's file ("at pkg/model.py:5"); a very
        long one keeps its first and last steps."""
        steps: list[tuple[str, str | None]] = []
        node: Origin | None = self
        while node is not None:
            if node.text and (node.text, node.file) not in steps:
                steps.append((node.text, node.file))
            node = node.parent
        files = {os.path.normpath(file) for _, file in steps if file is not None}
        own = {os.path.normpath(here)} if here is not None else set(list(files)[:1])
        named = bool(files - own)
        parts = [_in_file(text, file) if named else text for text, file in steps]
        if len(parts) > MAX_STEPS:
            hidden = len(parts) - MAX_STEPS + 1
            parts = [*parts[: MAX_STEPS - 3], f"... {hidden} more steps", *parts[-2:]]
        return "; ".join(parts)


MAX_STEPS: Final = 8  # a longer chain of reasons shows its ends
_AT_LINE: Final = " at line "


def _in_file(text: str, file: str | None) -> str:
    """`text` whose last " at line N" names `file`: " at pkg/model.py:N"."""
    head, found, line = text.rpartition(_AT_LINE)
    if file is None or not found or not line.isdigit():
        return text
    return f"{head} at {_shown(file)}:{line}"


def _shown(file: str) -> str:
    """`file` as mypy was given it, without "./"; relative where it is under the current
    folder."""
    path = os.path.normpath(file)
    if os.path.isabs(path):
        try:
            relative = os.path.relpath(path)
        except ValueError:  # another drive
            return path
        if not relative.startswith(os.pardir):
            return relative
    return path


class Value:
    """An abstract value: kind, origin, and what is known of its structure. Immutable:
    compared and hashed by its fields, like a frozen dataclass. Written out rather than a
    dataclass because the engine makes a quarter of a million of them on jax's own source,
    and mypyc leaves a dataclass's generated `__init__` interpreted (1 us each)."""

    kind: Final[Kind]
    origin: Final[Origin | None]
    pytype: Final[PyType]
    items: Final[tuple[Value, ...] | None]  # elements of a known tuple or list
    elem: Final[Value | None]  # the value of every element, where they share it
    func: Final[object | None]  # a `callables.FunctionValue` when the value is a function
    cls: Final[TypeInfo | None]  # the class of an instance, where known (pytrees)
    const: Final[tuple[object] | None]  # (value,) for a known Python constant
    leaves: Final[Leaves]  # for a pytree instance (`cls`): which leaves are traced
    fields: Final[tuple[tuple[str, Value], ...]]  # what a constructor gave ("given")
    # A dict display's items by their constant keys (`{"mse": mse}`): a lookup by a known
    # key gives that item (a registry of functions picked by a static name).
    entries: Final[tuple[tuple[object, Value], ...] | None]
    # An instance made while JAX traces: a tracer stored on it stays inside the trace.
    local: Final[bool]

    def __init__(
        self,
        kind: Kind,
        origin: Origin | None = None,
        pytype: PyType = PyType.OTHER,
        items: tuple[Value, ...] | None = None,
        elem: Value | None = None,
        func: object | None = None,
        cls: TypeInfo | None = None,
        const: tuple[object] | None = None,
        leaves: Leaves = "declared",
        fields: tuple[tuple[str, Value], ...] = (),
        entries: tuple[tuple[object, Value], ...] | None = None,
        local: bool = False,
    ) -> None:
        self.kind = kind
        self.origin = origin
        self.pytype = pytype
        self.items = items
        self.elem = elem
        self.func = func
        self.cls = cls
        self.const = const
        self.leaves = leaves
        self.fields = fields
        self.entries = entries
        self.local = local

    def _key(self) -> tuple[object, ...]:
        return (
            self.kind,
            self.origin,
            self.pytype,
            self.items,
            self.elem,
            self.func,
            self.cls,
            self.const,
            self.leaves,
            self.fields,
            self.entries,
            self.local,
        )

    def __eq__(self, other: object) -> bool:
        return self is other or (isinstance(other, Value) and self._key() == other._key())

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        defaults = UNKNOWN._key()  # every field but `kind` at its default
        shown = ", ".join(
            f"{name}={value!r}"
            for name, value, default in zip(_VALUE_FIELDS, self._key(), defaults, strict=True)
            if name == "kind" or value != default
        )
        return f"Value({shown})"

    def with_origin(self, origin: Origin | None) -> Value:
        return self._with(origin, self.pytype, self.items, self.cls)

    def with_pytype(self, pytype: PyType) -> Value:
        return self._with(self.origin, pytype, self.items, self.cls)

    def with_items(self, items: tuple[Value, ...] | None) -> Value:
        return self._with(self.origin, self.pytype, items, self.cls)

    def with_cls(self, cls: TypeInfo | None) -> Value:
        return self._with(self.origin, self.pytype, self.items, cls)

    def with_fields(self, fields: tuple[tuple[str, Value], ...]) -> Value:
        return self._with(self.origin, self.pytype, self.items, self.cls, fields)

    def _with(
        self,
        origin: Origin | None,
        pytype: PyType,
        items: tuple[Value, ...] | None,
        cls: TypeInfo | None,
        fields: tuple[tuple[str, Value], ...] | None = None,
    ) -> Value:
        return Value(
            self.kind,
            origin,
            pytype,
            items,
            self.elem,
            self.func,
            cls,
            self.const,
            self.leaves,
            self.fields if fields is None else fields,
            self.entries,
            self.local,
        )

    def truth(self) -> bool | None:
        """The truth of a known constant, if any."""
        if self.const is None:
            return None
        try:
            return bool(self.const[0])
        except Exception:
            return None

    @property
    def is_traced(self) -> bool:
        return self.kind is Kind.TRACED

    @property
    def is_tracer(self) -> bool:
        """A tracer of any sort (abstract or differentiated)."""
        return self.kind in (Kind.TRACED, Kind.DIFF)


_VALUE_FIELDS: Final = (  # in `Value._key`'s order, for its repr
    "kind",
    "origin",
    "pytype",
    "items",
    "elem",
    "func",
    "cls",
    "const",
    "leaves",
    "fields",
    "entries",
    "local",
)

UNKNOWN = Value(Kind.UNKNOWN)


def constant(value: object) -> Value:
    """A Python literal: static, with its value known."""
    if value is None:
        return Value(Kind.STATIC, pytype=PyType.NONE, const=(None,))
    if isinstance(value, str):
        return Value(Kind.STATIC, pytype=PyType.SEQUENCE, const=(value,))
    return Value(Kind.STATIC, pytype=PyType.NUMBER, const=(value,))


STATIC = Value(Kind.STATIC)
NONE = Value(Kind.STATIC, pytype=PyType.NONE)


def static(
    pytype: PyType = PyType.OTHER,
    items: tuple[Value, ...] | None = None,
    elem: Value | None = None,
) -> Value:
    return Value(Kind.STATIC, pytype=pytype, items=items, elem=elem)


_NUMPY_ARITHMETIC: Final = frozenset(
    {PyType.NDARRAY, PyType.NDMASK, PyType.NUMBER, PyType.NPSCALAR}
)


def combine(values: list[Value] | tuple[Value, ...]) -> Value:
    """The kind of a result computed from `values` by Python arithmetic.

    A tracer operand makes a tracer; all-static makes static; anything else is unknown,
    and a jax array still where an operand is one (`base + noise` of arrays the engine
    cannot tell traced or not: jax's arithmetic returns a jax array).
    """
    strongest: Value | None = None
    for value in values:
        if value.kind in (Kind.TRACED, Kind.DIFF, Kind.CONCRETE) and (
            strongest is None
            or value.kind > strongest.kind
            or (value.kind is strongest.kind and _better_reason(value, strongest))
        ):
            strongest = value
    if strongest is not None:
        if strongest.kind is Kind.CONCRETE and any(v.kind is Kind.UNKNOWN for v in values):
            return Value(Kind.UNKNOWN, pytype=PyType.ARRAY)
        return Value(strongest.kind, strongest.origin, PyType.ARRAY)
    if values and all(v.kind is Kind.STATIC for v in values):
        if all(v.pytype.is_number for v in values):
            # NumPy's arithmetic keeps a NumPy scalar one (`np.int32(n) * 2`).
            numpy = any(v.pytype is PyType.NPSCALAR for v in values)
            return Value(Kind.STATIC, pytype=PyType.NPSCALAR if numpy else PyType.NUMBER)
        pytypes = {v.pytype for v in values}
        if any(p.is_ndarray for p in pytypes) and pytypes <= _NUMPY_ARITHMETIC:
            return Value(Kind.STATIC, pytype=PyType.NDARRAY)  # NumPy arithmetic: an ndarray
        return STATIC
    if any(v.pytype.is_array for v in values):
        return Value(Kind.UNKNOWN, pytype=PyType.ARRAY)
    return UNKNOWN


def _better_reason(value: Value, than: Value) -> bool:
    """A traced argument explains a tracer better than a jax op on constants does, and a
    differentiated one better than one that is only traced: the result is a tracer of the
    differentiation too (`x @ w` under `jit(grad(f))`, with `w` differentiated)."""
    if value.origin is None or than.origin is None:
        return False
    if than.origin.from_constant and not value.origin.from_constant:
        return True
    return value.origin.is_differentiated() and not than.origin.is_differentiated()


# How two different functions join (`schedule` defined in each branch of an `if`):
# choices.py sets it, as it knows function values (which import this module).
FUNCTION_JOIN: list[Callable[[Value, Value], Value | None]] = []
# `choices.element_choice`, registered there: a list's elements that are instances of
# several classes (a model's layers of two kinds) are a choice of them.
ELEMENT_CHOICE: list[Callable[[list[Value]], Value | None]] = []


def join(a: Value, b: Value) -> Value:
    """Merge two values at a control-flow join; disagreement is unknown (two functions:
    one of them, `FUNCTION_JOIN`)."""
    if a == b:
        return a
    if a.func is not None and b.func is not None and FUNCTION_JOIN:
        either = FUNCTION_JOIN[0](a, b)
        if either is not None:
            return either
    if a.kind is b.kind:
        items = None
        if a.items is not None and b.items is not None and len(a.items) == len(b.items):
            items = tuple(join(x, y) for x, y in zip(a.items, b.items, strict=True))
        pytype = a.pytype if a.pytype is b.pytype else PyType.OTHER
        func = a.func if a.func is b.func else None
        elem = a.elem if a.elem == b.elem else None
        if items is None and elem is None and a.pytype is b.pytype is PyType.LIST:
            elem = _shared_element(a, b)  # `out.append(v)` in a loop: a list of such values
        cls = a.cls if a.cls is b.cls else None
        const = a.const if a.const == b.const else None
        leaves: Leaves = a.leaves if a.leaves == b.leaves else "given"
        fields = _joined_fields(a.fields, b.fields) if cls is not None else ()
        entries = _joined_entries(a.entries, b.entries)
        return Value(
            a.kind,
            a.origin or b.origin,
            pytype,
            items,
            elem,
            func,
            cls,
            const,
            leaves,
            fields,
            entries,
            a.local and b.local,
        )
    if a.pytype is b.pytype and a.pytype in _CONTAINERS:
        return Value(Kind.UNKNOWN, pytype=a.pytype)  # a list either way (`xs.append` in a loop)
    return UNKNOWN


_CONTAINERS = frozenset({PyType.SEQUENCE, PyType.LIST, PyType.DICT, PyType.SET})


def contents(value: Value) -> list[Value] | None:
    """What a container holds, where it says what each of its values is: its items, its
    entries' values, or its shared element."""
    if value.items is not None:
        return list(value.items)
    if value.entries is not None:
        return [v for _, v in value.entries]
    return [value.elem] if value.elem is not None else None


def _shared_element(a: Value, b: Value) -> Value | None:
    """What every element of a list that is `a` or `b` is, where both say what each of
    their elements is and they hold any."""
    held_a, held_b = contents(a), contents(b)
    if held_a is None or held_b is None or not (held_a or held_b):
        return None
    return shared_element([*held_a, *held_b])


def shared_element(values: list[Value]) -> Value:
    """What each element of a list holding `values` is: their join, or a choice of them
    where they are instances of several of the program's classes (`ELEMENT_CHOICE`)."""
    either = ELEMENT_CHOICE[0](values) if ELEMENT_CHOICE else None
    return either if either is not None else join_all(values)


Entries: TypeAlias = tuple[tuple[object, Value], ...]
Fields: TypeAlias = tuple[tuple[str, Value], ...]


def _joined_fields(a: Fields, b: Fields) -> Fields:
    """Two instances' known fields at a join (the items of a tuple of configs, walked by
    a loop): each field both know, joined."""
    if a == b:
        return a
    other = dict(b)
    return tuple((name, join(value, other[name])) for name, value in a if name in other)


def _joined_entries(a: Entries | None, b: Entries | None) -> Entries | None:
    """Two dict displays' entries at a join: item by item where their keys agree (the
    same dict filled on two branches), else unknown."""
    if a == b:
        return a
    if a is None or b is None or len(a) != len(b):
        return None
    if any(type(x) is not type(y) or x != y for (x, _), (y, _) in zip(a, b, strict=True)):
        return None
    return tuple((key, join(x, y)) for (key, x), (_, y) in zip(a, b, strict=True))


def join_all(values: list[Value]) -> Value:
    """Join a non-empty list of values."""
    result = values[0]
    for value in values[1:]:
        result = join(result, value)
    return result
