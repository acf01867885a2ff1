"""`obj.name`: attributes of arrays, of traced pytrees (static or data fields), of flax
modules and Variables, and of the program's own instances."""

from __future__ import annotations

from dataclasses import replace

from mypy.nodes import Expression, TypeInfo
from mypy.types import Instance, get_proper_type

from jaxthink_typing.analysis import fullnames as fn
from jaxthink_typing.analysis.callables import LinenApply
from jaxthink_typing.analysis.choices import Choice, each, holds_instances
from jaxthink_typing.analysis.dataclass_hash import field_dataclass
from jaxthink_typing.analysis.flax_classes import is_linen_module, is_nnx_module, is_nnx_variable
from jaxthink_typing.analysis.interpreter.frame import Frame
from jaxthink_typing.analysis.interpreter.values import element_of
from jaxthink_typing.analysis.kinds import STATIC, UNKNOWN, Kind, Origin, PyType, Value, static
from jaxthink_typing.analysis.linen_setup import setup_attribute
from jaxthink_typing.analysis.pytrees import (
    container_field,
    field_kind,
    field_pytype,
    is_equinox,
    is_python_field,
    nnx_init_callee,
    static_field_fix,
)


def attribute(frame: Frame, base: Value, name: str, node: Expression) -> Value:
    """The value of `base.name`."""
    declared = base.cls is not None and base.cls.get(name) is not None
    if base.kind in (Kind.TRACED, Kind.DIFF, Kind.CONCRETE) and not declared:
        # An array's attribute (not a pytree's field of the same name: `self.real`).
        if name in fn.STATIC_ARRAY_ATTRS:
            return _static_attribute(name)
        if name in fn.ARRAY_ATTRS:
            return frame.staged([base], node, "an array attribute")
    if base.kind is Kind.UNKNOWN and base.cls is None and name in fn.STATIC_ARRAY_ATTRS:
        # `nbrs.idx.shape[1]` of a part of a traced pytree the engine does not know: a
        # shape is static whatever holds it, a traced array or a static field.
        return _static_attribute(name)
    if base.cls is not None and base.is_tracer:
        if is_nnx_variable(base.cls):
            return variable_value(base) if name == "value" else UNKNOWN
        if is_nnx_module(base.cls) or base.cls.has_base(fn.NNX_PYTREE):
            # an nnx Module, or another nnx object (`nnx.Optimizer`'s `step`)
            return _nnx_attribute(frame, base, base.cls, name)
        method = frame.functions.bound_call(base, name)  # a method, not a field or property
        if method is not None:  # `jax.vmap(model.encode)`: bound to the traced model
            return Value(Kind.STATIC, func=method)
        getter = frame.functions.property_of(base.cls, name)
        if getter is not None:  # `params.lengthscale`: the getter runs on the traced tree
            bound = replace(getter, bound=(base,), bound_at=len(getter.transforms))
            return frame.functions.call(bound, [], None, frame)
        return _pytree_field(frame, base, base.cls, name)
    if base.cls is not None:  # `obj.method`, `obj.attr` of a plain instance
        if name in ("apply", "init") and is_linen_module(base.cls):  # `apply_fn=model.apply`
            return Value(Kind.STATIC, func=LinenApply(base, None, name))
        method = frame.functions.bound_call(base, name)
        if method is not None:
            return Value(Kind.STATIC, func=method)
        held = dict(base.fields).get(name)
        if held is not None:
            return held
        made = setup_attribute(frame, base, name)  # `self.norm = Norm()` in linen's setup
        if made is not None:
            return made
        nested = field_dataclass(base.cls, name, frame.ctx.tree_for)
        return Value(Kind.UNKNOWN, cls=nested) if nested is not None else UNKNOWN
    if holds_instances(base):  # `jax.jit(solver.solve)` of a solver a config picked
        assert isinstance(base.func, Choice)
        return each(base.func, lambda option: attribute(frame, option, name, node))
    return UNKNOWN


def _static_attribute(name: str) -> Value:
    """An array's `.shape` (a tuple of ints), `.ndim`, `.size`, `.dtype`: static."""
    if name == "shape":
        return static(PyType.SEQUENCE, elem=static(PyType.NUMBER))
    return static(PyType.NUMBER) if name in ("ndim", "size") else STATIC


def variable_value(base: Value) -> Value:
    """What a traced nnx Variable holds (`v[...]`, `v.value`): a traced array."""
    return Value(base.kind, base.origin, PyType.ARRAY)


def _submodule_text(name: str, cls: TypeInfo) -> str:
    return f'"{name}", a submodule of traced "{cls.name}"'


def _submodule_origin(base: Value, name: str, cls: TypeInfo) -> Origin:
    return Origin(_submodule_text(name, cls), base.origin)


def _traced_each(base: Value, picked: Choice, text: str) -> Value:
    """One of several objects held by a field of a traced pytree or Module (`text` says
    which): each one's leaves traced as the holder's are."""
    origin = Origin(text, base.origin)
    options = tuple(
        Value(base.kind, origin, cls=o.cls, leaves=base.leaves, fields=o.fields)
        for o in picked.options
    )
    return Value(Kind.UNKNOWN, func=Choice(options))


def _pytree_field(frame: Frame, base: Value, cls: TypeInfo, name: str) -> Value:
    """A field of a traced pytree: static if declared static, else a traced leaf."""
    if base.leaves == "given":  # built in traced code: the field holds what it was given
        return dict(base.fields).get(name, UNKNOWN)
    held = dict(base.fields).get(name)
    if held is not None and isinstance(held.func, Choice) and holds_instances(held):
        return _traced_each(base, held.func, _submodule_text(name, cls))  # the config picked
    if held is not None and held.func is not None:
        return held  # a function is no leaf: static metadata (a TrainState's apply_fn)
    if held is not None and base.leaves == "declared":
        return held  # a field `state.replace(...)` gave a value of its own
    kind = field_kind(cls, name, frame.ctx.tree_for(cls.module_name))
    if kind == "static":
        return Value(Kind.STATIC, Origin(f'"{name}" is a static field of "{cls.name}"'))
    if kind == "traced":
        inner = _equinox_field(cls, name, held)
        if inner is not None:  # `self.hidden`, a layer of the model: its leaves traced too
            origin = _submodule_origin(base, name, cls)
            return Value(base.kind, origin, cls=inner, leaves=base.leaves)
        text = f'a layer in "{name}", a list of submodules of traced "{cls.name}"'
        mixed = _mixed_layers(cls, held)
        if mixed is not None:  # `self.layers = [ActNorm(d)]`, then couplings appended
            return Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE, elem=_traced_each(base, mixed, text))
        layers = _equinox_layers(cls, name, held)
        if layers is not None:  # `self.blocks: list[Block]`: each block's leaves traced too
            # Under equinox's filter_*, what each block was given decides what it traces.
            made = held.elem if held is not None and base.leaves == "arrays" else None
            fields = made.fields if made is not None and made.cls is layers else ()
            origin = Origin(text, base.origin)
            layer = Value(base.kind, origin, cls=layers, leaves=base.leaves, fields=fields)
            return Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE, elem=layer)
        pytype = field_pytype(cls, name)
        python_value = is_python_field(cls, name)
        given = dict(base.fields).get(name)
        if base.leaves == "arrays" and given is not None:
            # What the constructor was given decides under equinox's filter_*: an array is
            # traced (a `bool` field given jnp.array(True)), a Python number stays static.
            if given.pytype is PyType.NUMBER:
                return given
            numpy = given.pytype is PyType.NPSCALAR  # an array to equinox
            if numpy or (given.pytype.is_array and given.kind is not Kind.UNKNOWN):
                pytype, python_value = PyType.ARRAY, False
        if base.leaves == "arrays" and (pytype is not PyType.ARRAY or python_value):
            # Under equinox's filter_* a non-array leaf stays static; a field declared a
            # tuple, list or dict stays that container (`self.heads[task]` needs an int).
            container = container_field(cls, name)
            arrays = given is not None and given.pytype.is_array
            return Value(Kind.UNKNOWN, pytype=container) if container and not arrays else UNKNOWN
        # An array field makes no static argument: only a field declared as a Python
        # value (or a NamedTuple of them, made static whole) gets a static fix.
        tree = frame.ctx.tree_for(cls.module_name)
        fix = static_field_fix(cls, name, tree) if python_value else None
        text = f'"{name}" is a field of traced "{cls.name}"'
        blocked = fix is None and not cls.is_named_tuple
        origin = Origin(text, base.origin, fix, through_array_op=blocked)
        return Value(base.kind, origin, pytype)
    return UNKNOWN


def _equinox_field(cls: TypeInfo, name: str, held: Value | None) -> TypeInfo | None:
    """The equinox Module class of a field of an equinox Module: declared so (`hidden:
    Linear`), or given an instance of one by the constructor (`self.hidden = Linear(k)`).
    JAX flattens it with its parent, so its array fields are traced where the parent's
    are."""
    if not is_equinox(cls):
        return None
    if held is not None and held.cls is not None and is_equinox(held.cls):
        return held.cls
    symbol = cls.get(name)
    declared = get_proper_type(symbol.type) if symbol is not None else None
    if isinstance(declared, Instance) and is_equinox(declared.type):
        return declared.type
    return None


def _mixed_layers(cls: TypeInfo, held: Value | None) -> Choice | None:
    """The layers of several classes a list field of an equinox Module was given (a choice
    of them, `kinds.shared_element`), all equinox Modules."""
    given = held.elem if held is not None and held.pytype.is_sequence else None
    picked = given.func if given is not None else None
    if not is_equinox(cls) or not isinstance(picked, Choice):
        return None
    layers = all(o.cls is not None and is_equinox(o.cls) for o in picked.options)
    return picked if layers else None


def _equinox_layers(cls: TypeInfo, name: str, held: Value | None) -> TypeInfo | None:
    """The equinox Module class of the items of a field of an equinox Module declared as a
    list or tuple of them (`blocks: list[Block]`, `layers: tuple[Linear, ...]`), or given
    a list or tuple of them by the constructor (`self.layers = [Block(k) for k in keys]`)."""
    if not is_equinox(cls):
        return None
    given = held.elem if held is not None and held.pytype.is_sequence else None
    if given is not None and given.cls is not None and is_equinox(given.cls):
        return given.cls
    symbol = cls.get(name)
    declared = get_proper_type(symbol.type) if symbol is not None else None
    if not (isinstance(declared, Instance) and declared.type.fullname in fn.SEQUENCE_CLASSES):
        return None
    item = get_proper_type(declared.args[0]) if len(declared.args) == 1 else None
    return item.type if isinstance(item, Instance) and is_equinox(item.type) else None


def _nnx_list_element(base: Value, given: Value | None, name: str, cls: TypeInfo) -> Value | None:
    """A module of an `nnx.List` field of a traced nnx Module, as its constructor filled it
    (`nnx.List([Block(k) for k in keys])`): each one's state traced as the holder's is."""
    made = element_of(given) if given is not None and given.cls is not None else None
    if made is None:
        return None
    text = f'a module in "{name}", an nnx.List of traced "{cls.name}"'
    if isinstance(made.func, Choice) and holds_instances(made):
        return _traced_each(base, made.func, text)
    if made.cls is None or not is_nnx_module(made.cls):
        return None
    origin = Origin(text, base.origin)
    return Value(base.kind, origin, cls=made.cls, leaves=base.leaves, fields=made.fields)


def _nnx_attribute(frame: Frame, base: Value, cls: TypeInfo, name: str) -> Value:
    """An attribute of a traced nnx Module (its state traced by nnx.jit, nnx.grad, ...): a
    submodule holds traced state too, and under nnx.jit so do a Variable (`self.count`)
    and an array attribute (`self.scale = jnp.ones(3)`); a Python value is static, and
    anything else stays unknown."""
    symbol = cls.get(name)
    declared = get_proper_type(symbol.type) if symbol is not None else None
    held = declared.type if isinstance(declared, Instance) else None
    tree = frame.ctx.tree_for(cls.module_name)
    callee = nnx_init_callee(cls, name, tree) if held is None and tree is not None else None
    if callee is not None and isinstance(callee.node, TypeInfo):
        held = callee.node
    given = dict(base.fields).get(name)  # what its constructor stored, as the engine ran it
    if given is not None and isinstance(given.func, Choice) and holds_instances(given):
        return _traced_each(base, given.func, _submodule_text(name, cls))  # the config picked
    made = given.cls if given is not None and given.func is None else None
    if made is not None and (held is None or made.has_base(held.fullname)):
        held = made  # `POSITIONAL[cfg["pos"]](...)`: a class the config picked
    if held is not None and is_nnx_module(held):
        origin = _submodule_origin(base, name, cls)
        fields = given.fields if given is not None and given.cls is held else ()
        elem = _nnx_list_element(base, given, name, cls) if held.has_base(fn.NNX_LIST) else None
        return Value(base.kind, origin, cls=held, leaves=base.leaves, fields=fields, elem=elem)
    if base.kind is not Kind.TRACED:
        return UNKNOWN  # under nnx.grad alone, only what it differentiates is a tracer
    if held is not None and is_nnx_variable(held):  # `self.count[...]`, `self.count.value`
        origin = Origin(f'"{name}", a Variable of traced "{cls.name}"', base.origin)
        return Value(base.kind, origin, cls=held)
    array = held is not None and held.fullname == fn.JAX_ARRAY
    if array or (callee is not None and frame.ctx.api.is_jax_op(callee.fullname)):
        origin = Origin(f'"{name}", an array attribute of traced "{cls.name}"', base.origin)
        return Value(base.kind, origin, PyType.ARRAY)
    return UNKNOWN
