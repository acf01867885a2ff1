"""A flax.linen module's own state: `self.param(...)` and `self.variable(...).value`.

Linen hands a module the arrays of the variables `apply` was given (and those `init`
makes): inside a trace (a jitted `apply`, an `nn.scan` body) they are tracers, so a
parameter, or a cache index kept with `self.variable("cache", ...)`, cannot size a slice
or steer an `if` there. Eagerly (or under `grad` alone) they are concrete enough, and the
engine leaves them unknown.
"""

from __future__ import annotations

from mypy.nodes import Decorator, FuncBase, TypeInfo
from mypy.types import CallableType, Instance, Overloaded, get_proper_type

from jaxthink_typing.analysis.callables import Arg
from jaxthink_typing.analysis.flax_classes import is_linen_module
from jaxthink_typing.analysis.interpreter.frame import Frame
from jaxthink_typing.analysis.kinds import UNKNOWN, Kind, Origin, PyType, Value
from jaxthink_typing.analysis.transforms import Level

STATE_METHODS = frozenset({"param", "variable"})


def is_state_call(module: Value, name: str) -> bool:
    """`module.param` / `module.variable` of a linen module, as flax defines them."""
    cls = module.cls
    if cls is None or module.func is not None or not is_linen_module(cls):
        return False
    method = cls.get_method(name)
    return method is not None and method.fullname.startswith("flax.")


def state_call(frame: Frame, module: Value, name: str, args: list[Arg]) -> Value:
    """`self.param("w", init, shape)`: an array; `self.variable("cache", "index", init)`:
    a Variable whose `.value` is one (`is_state_call` says which calls these are)."""
    label = _label(args, 0 if name == "param" else 1)
    if frame.level is not Level.ABSTRACT:  # eagerly, or under grad alone: concrete
        array = UNKNOWN
    else:
        text = f'the linen variable "{label}" ({name}), an array of the variables apply traces'
        array = Value(Kind.TRACED, Origin(text), PyType.ARRAY)
    if name == "param":
        return array
    info = _returned_class(module.cls.get_method(name)) if module.cls is not None else None
    return Value(Kind.UNKNOWN, cls=info, fields=(("value", array),)) if info else UNKNOWN


def _label(args: list[Arg], position: int) -> str:
    """The variable's name, the call's string at `position` ("?" where not a constant)."""
    given = args[position] if position < len(args) else None
    const = given.value.const if given is not None else None
    return const[0] if const is not None and isinstance(const[0], str) else "?"


def _returned_class(method: FuncBase | Decorator | None) -> TypeInfo | None:
    """The class `Module.variable` is declared to return (flax's `Variable`; of an
    overloaded method, its first signature's)."""
    declared = method.type if isinstance(method, FuncBase) else None
    if isinstance(declared, Overloaded):
        declared = declared.items[0]
    if not isinstance(declared, CallableType):
        return None
    returned = get_proper_type(declared.ret_type)
    return returned.type if isinstance(returned, Instance) else None
