"""What a module's names denote: functions through their decorators, methods, globals."""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from mypy.nodes import (
    AssignmentStmt,
    CallExpr,
    ClassDef,
    Decorator,
    Expression,
    FuncBase,
    FuncDef,
    MemberExpr,
    MypyFile,
    NameExpr,
    OverloadedFuncDef,
    RefExpr,
    Statement,
    SymbolNode,
    TypeAlias,
    TypeInfo,
    Var,
)
from mypy.types import Instance, TupleType, get_proper_type

from jaxthink_typing.analysis import fullnames as fn
from jaxthink_typing.analysis.binding import is_method
from jaxthink_typing.analysis.callables import (
    CustomDerivative,
    FunctionValue,
    Opaque,
    RejectedFactory,
    TransformFactory,
)
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.env import Env
from jaxthink_typing.analysis.handlers import transformations
from jaxthink_typing.analysis.handlers.transformations import default_transform
from jaxthink_typing.analysis.interpreter.frame import Frame, Functions
from jaxthink_typing.analysis.kinds import STATIC, UNKNOWN, Kind, PyType, Value, static
from jaxthink_typing.analysis.self_stores import self_store
from jaxthink_typing.analysis.specs.base import Role
from jaxthink_typing.analysis.transforms import Level
from jaxthink_typing.analysis.walk import refs_and_kinds

Definition = FuncDef | Decorator


_ASSIGNMENTS: Final = frozenset({AssignmentStmt})


class Definitions:
    """The values of a module's definitions, each decorator stack applied once."""

    def __init__(self, ctx: Context, functions: Functions) -> None:
        self.ctx = ctx
        self.functions = functions
        # By the def, and for a nested one by the scope it is made in too: its closure (what
        # a custom rule defined inside a differentiated function closes over) is that
        # scope's, a new one at each entry of the enclosing function.
        self._decorated: dict[Decorator | tuple[Decorator, Env], Value] = {}
        self._self_stored: dict[TypeInfo, frozenset[str]] = {}  # `_shadowed`

    def release(self) -> None:
        """Forget the values made (see `Shared.release`)."""
        self._decorated.clear()
        self._self_stored.clear()

    def module_frame(self) -> Frame:
        """A frame at module scope, to evaluate decorators and defaults."""
        return Frame(self.ctx, self.functions, self.ctx.module_env, Level.EAGER, "<module>")

    def all_in(self, stmts: list[Statement], env: Env) -> list[tuple[Definition, Env]]:
        """Every def of `stmts`, in class bodies too."""
        found: list[tuple[Definition, Env]] = []
        for stmt in stmts:
            if isinstance(stmt, FuncDef | Decorator):
                found.append((stmt, env))
            elif isinstance(stmt, OverloadedFuncDef) and stmt.impl is not None:
                found.append((stmt.impl, env))
            elif isinstance(stmt, ClassDef):
                found.extend(self.all_in(stmt.defs.body, env))
        return found

    def value_of(self, definition: Definition, env: Env, frame: Frame) -> Value:
        if isinstance(definition, Decorator):
            return self.decorated(definition, env, frame)
        return Value(Kind.STATIC, func=FunctionValue(definition, env))

    def decorated(self, node: Decorator, env: Env, frame: Frame) -> Value:
        """The function a decorator stack produces, with the transformations it applies."""
        key = node if env is self.ctx.module_env else (node, env)
        cached = self._decorated.get(key)
        if cached is not None:
            return cached
        value = Value(Kind.STATIC, func=FunctionValue(node.func, env))
        for decorator in reversed(node.decorators):
            value = self._apply(decorator, value, frame)
        self._decorated[key] = value
        return value

    def _apply(self, decorator: Expression, value: Value, frame: Frame) -> Value:
        target = value.func
        if not isinstance(target, FunctionValue):
            return Value(Kind.STATIC, func=Opaque())
        if isinstance(decorator, RefExpr) and decorator.fullname in fn.TRANSPARENT_DECORATORS:
            return value
        if isinstance(decorator, MemberExpr) and decorator.name == "defjvp":
            owner = frame.eval(decorator.expr)
            if isinstance(owner.func, FunctionValue):
                self.functions.register_jvp_rule(owner, value)
                return value  # defjvp returns the rule itself
        head = decorator.callee if isinstance(decorator, CallExpr) else decorator
        if isinstance(head, RefExpr) and head.fullname in fn.PASSTHROUGH:
            return value
        spec = self.ctx.settings.spec_for(head.fullname) if isinstance(head, RefExpr) else None
        if spec is not None and spec.role is Role.CUSTOM_DERIVATIVE:
            return value  # called with the caller's arguments (its rules: custom_rules.py)
        if isinstance(head, RefExpr) and head.fullname in fn.CACHE_DECORATORS:
            return Value(Kind.STATIC, func=replace(target, cached=True))
        if isinstance(decorator, RefExpr) and (
            spec is not None or not isinstance(decorator.node, Var)
        ):
            transform = default_transform(spec, decorator.line) if spec is not None else None
            if transform is not None:
                return Value(Kind.STATIC, func=target.with_transform(transform))
            if spec is not None:
                return Value(Kind.STATIC, func=Opaque())
        factory = frame.eval(decorator).func
        if isinstance(factory, RejectedFactory):
            return transformations.reject(frame, factory, decorator)
        if isinstance(factory, CustomDerivative):
            return Value(Kind.STATIC, func=factory.apply(target))
        if isinstance(factory, TransformFactory):
            transform = factory.transform
            if transform.line < 0:
                transform = replace(transform, line=decorator.line)
            return Value(Kind.STATIC, func=target.with_transform(transform))
        if isinstance(factory, FunctionValue) and not factory.transforms:
            # The program's own decorator: what it returns (the function itself, for a
            # registry's `register(name)`).
            made = self.functions.decorate(factory, value, frame)
            if made is not None:
                return made
        return Value(Kind.STATIC, func=Opaque())

    def _own(self, node: SymbolNode | FuncBase | None) -> SymbolNode | FuncBase | None:
        """In a module the plugin parsed, its own definition with a body for mypy's."""
        if isinstance(node, FuncDef | Decorator):
            return self.ctx.bodies.get(node.fullname, node)
        return node

    def global_value(self, node: SymbolNode, fullname: str) -> Value:
        """A name that no local scope binds: a module-level definition or an import."""
        own = self.ctx.tree.fullname + "."
        if isinstance(node, Decorator) and node.fullname.startswith(own):
            return self.decorated(node, self.ctx.module_env, self.module_frame())
        if (
            isinstance(node, FuncDef)
            and node.fullname.startswith(own)
            and "." not in node.fullname[len(own) :]
        ):
            return Value(Kind.STATIC, func=FunctionValue(node, self.ctx.module_env))
        if (
            isinstance(node, OverloadedFuncDef)
            and isinstance(node.impl, FuncDef)
            and node.fullname == f"{own}{node.name}"
            and node.impl.body.body
        ):
            # `@overload`s declare; the implementation is what runs.
            return Value(Kind.STATIC, func=FunctionValue(node.impl, self.ctx.module_env))
        if isinstance(node, FuncDef | Decorator | OverloadedFuncDef | TypeInfo):
            return Value(Kind.STATIC, func=Opaque(fullname or node.fullname, node))
        if isinstance(node, MypyFile | TypeAlias):  # a module; a type (`np.float32`)
            return STATIC
        if isinstance(node, Var) and fullname.startswith(("math.", "numpy.", "jax.numpy.")):
            return STATIC
        if isinstance(node, Var):
            return _global_container(node)
        return UNKNOWN

    def method_of(self, cls: TypeInfo, name: str) -> FunctionValue | None:
        """Method `name` of a class of this module, through its decorators and unbound (the
        caller passes the instance first); static and class methods and properties are
        left out."""
        method = self._own(cls.get_method(name))
        func = method.func if isinstance(method, Decorator) else method
        if not isinstance(func, FuncDef) or func.is_static or func.is_class or func.is_property:
            return None
        if not func.fullname.startswith(self.ctx.tree.fullname + "."):
            return None
        if self._shadowed(cls, name):
            return None
        if isinstance(method, Decorator):
            value = self.decorated(method, self.ctx.module_env, self.module_frame())
            return value.func if isinstance(value.func, FunctionValue) else None
        return FunctionValue(func, self.ctx.module_env)

    def _shadowed(self, cls: TypeInfo, name: str) -> bool:
        """Whether a method of `cls` stores `self.<name> = ...`: its instances then hold an
        attribute that hides the method (a jitted closure a `prepare()` method makes).
        The methods are read from this module's tree, not from the class's symbol table
        (reading a cached table's nodes makes mypy build them: a worker's run differed)."""
        known = self._self_stored.get(cls)
        if known is None:
            names: set[str] = set()
            for method in self._methods(cls):
                func = method.func if isinstance(method, Decorator) else method
                if func.arguments and not func.is_static:
                    this = func.arguments[0].variable
                    for stmt in refs_and_kinds(func.body, _ASSIGNMENTS)[1]:
                        stored = (
                            self_store(stmt, this) if isinstance(stmt, AssignmentStmt) else None
                        )
                        if stored is not None:
                            names.add(stored)
            known = self._self_stored[cls] = frozenset(names)
        return name in known

    def _methods(self, cls: TypeInfo) -> list[FuncDef | Decorator]:
        """The methods of `cls`, a class of this module, with their bodies."""
        if self.ctx.bodies:  # a module the plugin parsed: its definitions by fullname
            prefix = cls.fullname + "."
            return [
                node
                for fullname, node in self.ctx.bodies.items()
                if fullname.startswith(prefix) and "." not in fullname[len(prefix) :]
            ]
        if cls.defn.fullname != cls.fullname or cls.module_name != self.ctx.tree.fullname:
            return []
        return [s for s in cls.defn.defs.body if isinstance(s, FuncDef | Decorator)]

    def property_of(self, cls: TypeInfo, name: str) -> FunctionValue | None:
        """The getter of property `name` of a class of this module, unbound."""
        method = self._own(cls.get_method(name))
        func = method.func if isinstance(method, Decorator) else method
        if not isinstance(func, FuncDef) or not func.is_property:
            return None
        if not func.fullname.startswith(self.ctx.tree.fullname + "."):
            return None
        return FunctionValue(func, self.ctx.module_env)

    def class_member(self, cls: TypeInfo, name: str) -> FunctionValue | None:
        """`Cls.name` of a class of this module where `name` is a `@staticmethod` (the
        function itself) or a `@classmethod` (bound to the class), decorated by that alone;
        else None."""
        method = self._own(cls.get_method(name))
        if not isinstance(method, Decorator) or not all(
            isinstance(d, NameExpr) and d.name in ("staticmethod", "classmethod")
            for d in method.decorators  # mypy's analysis removes them; the parse keeps them
        ):
            return None
        func = method.func
        if not (func.is_static or func.is_class) or func.is_property:
            return None
        if not func.fullname.startswith(self.ctx.tree.fullname + "."):
            return None
        target = FunctionValue(func, self.ctx.module_env)
        if func.is_class:
            return replace(target, bound=(Value(Kind.STATIC, func=Opaque(cls.fullname, cls)),))
        return target

    def bound_call(self, instance: Value, name: str = "__call__") -> FunctionValue | None:
        """Method `name` (by default `__call__`) of an instance of a class (of this
        module, or of another the analysis follows), bound to the instance."""
        cls = instance.cls
        target = self.functions.method_of(cls, name) if cls is not None else None
        if target is None:
            return None
        return replace(target, bound=(instance,), bound_at=len(target.transforms))

    def self_method(self, callee: MemberExpr, frame: Frame) -> FunctionValue | None:
        """`self.helper` inside a method: the helper's definition in the same class."""
        base = callee.expr
        if not (isinstance(base, NameExpr) and isinstance(base.node, Var) and base.node.is_self):
            return None
        func = frame.func
        if not isinstance(func, FuncDef) or not is_method(func):
            return None
        found = func.info.get_method(callee.name)
        inherited = found.func if isinstance(found, Decorator) else found
        if isinstance(inherited, FuncDef) and (inherited.is_class or inherited.is_static):
            return None  # not given `self`: a class member (`class_member`)
        if isinstance(inherited, FuncDef) and inherited.info.module_name != self.ctx.tree.fullname:
            # A base class's method, defined in another module: in that module's engine
            # (mypy's node of it may come from its cache, without a body).
            return self.functions.method_of(func.info, callee.name)
        method = self._own(found)
        if isinstance(method, FuncDef):
            return FunctionValue(method, self.ctx.module_env)
        if isinstance(method, Decorator):
            value = self.decorated(method, self.ctx.module_env, frame)
            return value.func if isinstance(value.func, FunctionValue) else None
        return None


_CONTAINERS = {
    "builtins.dict": PyType.DICT,
    "builtins.list": PyType.LIST,
    "builtins.set": PyType.SET,
    "builtins.tuple": PyType.SEQUENCE,
    "numpy.ndarray": PyType.NDARRAY,  # a table made at import (`rng.normal(size=...)`)
}


def _global_container(node: Var) -> Value:
    """A module-level dict, list, set, tuple or NumPy array (by its declared or inferred
    type) is a Python container while JAX traces: a traced key or index fails on it."""
    declared = get_proper_type(node.type) if node.type is not None else None
    if isinstance(declared, TupleType):
        declared = declared.partial_fallback
    if isinstance(declared, Instance) and declared.type.fullname in _CONTAINERS:
        return static(_CONTAINERS[declared.type.fullname])
    return UNKNOWN
