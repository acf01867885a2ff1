"""Which definitions the analysis "from an unknown place" can find anything in.

There every parameter is unknown, so a body can only show what its own code, and the
code it names, makes known: a transformation or control-flow body (traced values), a
jitted function's call (its static arguments), `reveal_tracedness`, Static/Traced marks,
a flax.linen Module's `.apply`/`.init`, or a call of an eager jax operation by name (a
concrete array) that meets what fails on one (an item assignment, a hash: a set, a dict
key, `in`, a cached call). A definition whose closure (the functions, classes and
module-level values it names, followed into other modules as the engine follows them)
holds none of these is left out of that analysis, which would find nothing in it. A call
with known arguments still analyses it. The same test on a module's top level lets the
driver skip a module where nothing can report.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from mypy.nodes import (
    ARG_STAR2,
    LDEF,
    AssignmentStmt,
    BytesExpr,
    CallExpr,
    ClassDef,
    ComparisonExpr,
    Decorator,
    DelStmt,
    DictExpr,
    DictionaryComprehension,
    Expression,
    FakeInfo,
    FloatExpr,
    ForStmt,
    FuncDef,
    IndexExpr,
    IntExpr,
    LambdaExpr,
    ListExpr,
    MemberExpr,
    MypyFile,
    NameExpr,
    Node,
    OperatorAssignmentStmt,
    OverloadedFuncDef,
    RefExpr,
    SetComprehension,
    SetExpr,
    Statement,
    StrExpr,
    TupleExpr,
    TypeInfo,
    Var,
    WithStmt,
)
from mypy.patterns import MappingPattern
from mypy.types import Instance, get_proper_type

from jaxthink_typing.analysis import fullnames as fn
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.foreign import LoadedModule, is_installed
from jaxthink_typing.analysis.names import flat_statements
from jaxthink_typing.analysis.signatures import (
    parameter_classes,
    parameter_marks,
    result_mark,
    signature_of,
)
from jaxthink_typing.analysis.specs.base import Role
from jaxthink_typing.analysis.walk import names_and_members, refs_and_kinds
from jaxthink_typing.reach_cache import MODULE_SHIFT, ReachCache

# What a closure holds, as bits.
SHOWS = 1  # a transformation, a marked signature, reveal_tracedness: reported as is
EAGER_OP = 2  # an eager jax operation: a concrete array
FAILS_ON_ARRAY = 4  # an item assignment or deletion, a hash (set, dict key, `in`, cache)
INDEXES = 8  # an index or `.get`-like method, which hash their key when given a dict
MAKES_DICT = 16  # a dict (a display, `**kwargs`, a module-level dict)
SET_METHODS = 32  # `.add`-like methods, which hash their argument when given a set
MAKES_SET = 64  # a set (a display, a comprehension, `set()`, a module-level set)
LINEN = 128  # a flax.linen Module class
APPLIES = 256  # `.apply(...)` or `.init(...)`, which trace a linen Module's `__call__`
HOME = 512  # the module being checked: its tree, not a loaded one (a closure not kept)
# Above MODULE_SHIFT: the loaded modules a closure read (reach_cache.py).

_HASHING_CALLS = frozenset({"builtins.hash", "builtins.set", "builtins.frozenset"})
_DICT_METHODS = frozenset({"get", "pop", "setdefault"})
_SET_METHODS = frozenset({"add", "discard", "remove"})
_LINEN_METHODS = frozenset({"apply", "init"})
_GLOBAL_CONTAINERS = {"builtins.dict": MAKES_DICT, "builtins.set": MAKES_SET}
_DICT_MAKERS = frozenset(
    {"builtins.dict", "collections.defaultdict", "collections.OrderedDict", "typing.Dict"}
)

Loader = Callable[[str], LoadedModule | None]
# Each loaded module's table, for as long as the loader keeps that module: the runs of one
# process read the same bodies of it (jax's own modules name each other's, so each module's
# run reaches most of them).
_LOADED_TABLES: weakref.WeakKeyDictionary[LoadedModule, _Table] = weakref.WeakKeyDictionary()
Key = tuple[str, str]


@dataclass(frozen=True)
class _Owner:
    """A class as the home of a method or attribute: its body, without what using the
    class itself does (a flax or equinox class traces its methods only when applied)."""

    info: TypeInfo


Named = FuncDef | Decorator | TypeInfo | Var | _Owner
Item = int | Named  # an int: bits found by themselves


def _key_of(item: Named) -> Key:
    if isinstance(item, TypeInfo):
        return ("c", item.fullname)
    if isinstance(item, _Owner):
        return ("o", item.info.fullname)
    if isinstance(item, Var):
        return ("v", item.fullname)
    func = item.func if isinstance(item, Decorator) else item
    return ("f", func.fullname)


def shows(bits: int) -> bool:
    """Whether a closure holding `bits` can report anything."""
    if bits & SHOWS or (bits & LINEN and bits & APPLIES):
        return True
    fails = (
        bits & FAILS_ON_ARRAY
        or (bits & INDEXES and bits & MAKES_DICT)
        or (bits & SET_METHODS and bits & MAKES_SET)
    )
    return bool(bits & EAGER_OP and fails)


class Reach:
    """Answers, for the definitions of one analysis, whether they can show anything."""

    def __init__(self, ctx: Context, load: Loader, cache: ReachCache | None = None) -> None:
        """`cache`: what earlier analyses of this process decided (reach_cache.py)."""
        self.ctx = ctx
        self._load = load
        self._home = ctx.tree.fullname
        self._known: dict[Key, int] = {}
        self._cache = cache if cache is not None else ReachCache()
        self._current: set[int] = set()  # module bits whose modules this analysis loaded
        self._names: dict[str, int] = {}  # the bits of a fullname by itself
        self._tables: dict[str, _Table | None] = {}
        self._outside: set[str] = set()  # modules never checked: installed ones, stubs

    def shows_anything(self, definition: FuncDef | Decorator) -> bool:
        """Whether analysing `definition` from an unknown place can report anything."""
        return shows(self._solve(_key_of(definition), lambda: self._function(definition)))

    # ------------------------------------------------------------ the closure

    def top_level_shows(self, stmts: list[Statement]) -> bool:
        """Whether running the module's top level (`stmts`, its definitions aside: each
        is asked by itself) can report anything."""
        return shows(self._solve(("t", self._home), lambda: self._top_level(stmts)))

    def _top_level(self, stmts: list[Statement]) -> Iterator[Item]:
        table, context = self._where(self._home)
        yield context
        assert table is not None
        for stmt in stmts:
            if isinstance(stmt, ClassDef):
                yield stmt.info
            elif not isinstance(stmt, FuncDef | Decorator | OverloadedFuncDef):
                yield from self._scan(table, stmt)

    def _solve(self, key: Key, edges: Edges) -> int:
        """The bits of the closure of `key`: the strongly connected parts of what it
        names (Tarjan's algorithm, without recursion), each decided once."""
        known = self._known
        found = known.get(key)
        if found is None:
            found = self._kept(key)
        if found is not None:
            return found
        index = {key: 0}
        low = {key: 0}
        bits = {key: 0}
        stack = [key]
        on_stack = {key}
        work: list[tuple[Key, Iterator[Item]]] = [(key, edges())]
        while work:
            v, items = work[-1]
            descended = False
            for item in items:
                if shows(bits[v]):
                    break  # it shows: what else it names does not matter
                if isinstance(item, int):
                    bits[v] |= item
                    continue
                w = _key_of(item)
                found = known.get(w)
                if found is None:
                    found = self._kept(w)
                if found is not None:
                    bits[v] |= found
                elif w not in index:
                    index[w] = low[w] = len(index)
                    bits[w] = 0
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, self._edges(item)))
                    descended = True
                    break
                elif w in on_stack:
                    low[v] = min(low[v], index[w])
            if descended:
                continue
            work.pop()
            if low[v] == index[v]:  # v roots a strongly connected part: decide it
                members = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    members.append(member)
                    if member == v:
                        break
                total = 0
                for member in members:
                    total |= bits[member]
                for member in members:
                    known[member] = total
                if not total & HOME:  # the same in any module's analysis
                    for member in members:
                        self._cache.bits[member] = total
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[v])
                bits[parent] |= known.get(v, bits[v])
        return known[key]

    def _kept(self, key: Key) -> int | None:
        """An earlier analysis's answer for `key`, once each module it read is loaded
        in this one (which empties the cache if one changed)."""
        cache = self._cache
        found = cache.bits.get(key)
        if found is None or key[1].startswith(self._home + "."):
            # The checked module's own definitions are read from its own tree.
            return None
        read = found >> MODULE_SHIFT
        if read not in self._current:
            generation = cache.generation
            for module in cache.modules_in(found):
                self._table(module)
            if cache.generation != generation:
                return None
            self._current.add(read)
        self._known[key] = found
        return found

    def _edges(self, item: Named) -> Iterator[Item]:
        if isinstance(item, TypeInfo):
            return self._class(item)
        if isinstance(item, _Owner):
            return self._body(item.info)
        if isinstance(item, Var):
            return self._global(item)
        return self._function(item)

    # ------------------------------------------------------------- the edges

    def _function(self, node: FuncDef | Decorator) -> Iterator[Item]:
        func = node.func if isinstance(node, Decorator) else node
        # By its module, not a name prefix: a package's `__init__` is not its submodules,
        # whose nodes may come from mypy's cache (no body, no arguments).
        home = _module_of(func) == self._home
        table, context = self._where(_module_of(func))
        if context:
            yield context
        if table is None:
            return  # a module the engine does not enter
        body = node if home else table.bodies.get(func.fullname)
        if body is None:
            return  # a body the engine does not have
        func = body.func if isinstance(body, Decorator) else body
        signature = signature_of(func)
        marks = [*parameter_marks(signature).values(), result_mark(signature)]
        if "static" in marks or "traced" in marks:
            yield SHOWS
        if isinstance(body, Decorator):
            for decorator in body.decorators:
                yield from self._scan(table, decorator)
        for argument in func.arguments:
            if argument.initializer is not None:
                yield from self._scan(table, argument.initializer)
        yield from parameter_classes(signature).values()
        owner = _owner_class(func)
        if owner is not None:  # a method: `self.m()` reaches its class's other methods
            yield _Owner(owner)
        yield from self._scan(table, func)  # its `**kwargs` too (`_syntax_bits`)

    def _class(self, info: TypeInfo) -> Iterator[Item]:
        if any(base.fullname == fn.LINEN_MODULE for base in info.mro):
            yield LINEN
        yield _Owner(info)

    def _body(self, info: TypeInfo) -> Iterator[Item]:
        for base in info.mro:
            table, context = self._where(base.module_name)
            if context:
                yield context
            defn = table.classes.get(base.fullname) if table is not None else None
            if table is None or defn is None:
                continue
            for decorator in defn.decorators:
                yield from self._scan(table, decorator)
            for stmt in defn.defs.body:  # each method is decided once, as a function
                if isinstance(stmt, FuncDef | Decorator):
                    yield stmt
                elif isinstance(stmt, OverloadedFuncDef):
                    yield from _overloads(stmt)
                elif not isinstance(stmt, ClassDef):
                    yield from self._scan(table, stmt)

    def _global(self, var: Var) -> Iterator[Item]:
        owner = _owner_class(var)
        if owner is not None:
            yield _Owner(owner)  # a class attribute: set in its class
            return
        declared = get_proper_type(var.type) if var.type is not None else None
        if isinstance(declared, Instance) and declared.type.fullname in _GLOBAL_CONTAINERS:
            yield _GLOBAL_CONTAINERS[declared.type.fullname]
        module, _, name = var.fullname.rpartition(".")
        table, context = self._where(module)
        if context:
            yield context
        if table is None:
            return
        for stmt in table.assignments.get(name, ()):
            yield from self._scan(table, stmt)

    def _scan(self, table: _Table, node: Node) -> Iterator[Item]:
        """What the code under `node` (in `table`'s module) holds by itself, and what it
        names."""
        found, refs = table.scan(node)
        yield found
        for ref, called in refs:
            yield from self._ref(ref, called)

    def _ref(self, ref: RefExpr, called: bool) -> Iterator[Item]:
        fullname = ref.fullname
        if fullname and not isinstance(ref.node, MypyFile):  # a module does nothing itself
            found = self._names.get(fullname)
            if found is None:
                found = _name_bits(self.ctx, fullname)
                self._names[fullname] = found
            if not called:
                # The evaluator runs a jax operation only when it is called by name:
                # `f = jnp.zeros; f(3)`, a primitive object or a dtype makes no array.
                found &= ~EAGER_OP
            if found:
                yield found
        if isinstance(ref, NameExpr) and ref.kind == LDEF:
            return  # a local (a nested def's body is part of the body scanned)
        node = ref.node
        if isinstance(node, FuncDef | Decorator | TypeInfo) or (
            isinstance(node, Var) and "." in node.fullname
        ):
            yield node
        elif isinstance(node, OverloadedFuncDef):
            yield from _overloads(node)

    # ------------------------------------------------------------- the bodies

    def _where(self, module: str) -> tuple[_Table | None, int]:
        """The module's table, and what using it makes known: HOME where that depends on
        the module being checked (its own tree, or a module that mypy checks but the
        engine does not enter, whose tree is the table when it is the one checked), else
        the loaded module's bit (reach_cache.py)."""
        table = self._table(module)
        if module == self._home:
            return table, HOME
        if table is not None:
            return table, self._cache.module_bit(module)
        if module not in self._outside:
            tree = self.ctx.api.module(module)
            if tree is not None and not tree.is_stub and not is_installed(tree.path):
                return None, HOME
            self._outside.add(module)
        return None, 0

    def _table(self, module: str) -> _Table | None:
        """The module's table: the home tree's, or the loaded module's (with the bodies
        the engine enters), kept as long as that module is."""
        if module not in self._tables:
            if module == self._home:
                self._tables[module] = _Table(self.ctx.tree, {})
            else:
                loaded = self._load(module)
                table = None
                if loaded is not None:
                    table = _LOADED_TABLES.get(loaded)
                    if table is None:
                        table = _LOADED_TABLES[loaded] = _Table(loaded.tree, loaded.bodies)
                self._tables[module] = table
        return self._tables[module]


Edges = Callable[[], Iterator[Item]]
# The bits of some syntax, and the names it holds (one of each name, called or not).
Scanned = tuple[int, tuple[tuple[RefExpr, bool], ...]]


def _name_bits(ctx: Context, fullname: str) -> int:
    bits = 0
    spec = ctx.settings.spec_for(fullname)
    # ensure_compile_time_eval only makes a trace's values concrete: none here.
    if (spec is not None and spec.role is not Role.COMPILE_TIME) or fullname in fn.REVEAL:
        bits |= SHOWS
    if ctx.api.is_jax_op(fullname):  # the evaluator's own test
        bits |= EAGER_OP
    if fullname in _HASHING_CALLS or fullname in fn.CACHE_DECORATORS:
        bits |= FAILS_ON_ARRAY | MAKES_SET
    if fullname in _DICT_MAKERS:
        bits |= MAKES_DICT
    return bits


def _syntax_bits(node: Node) -> int:
    """What one piece of syntax (of a kind in `_SYNTAX`) does to a concrete array."""
    if isinstance(node, IndexExpr):
        return INDEXES
    if isinstance(node, AssignmentStmt):
        return FAILS_ON_ARRAY if any(_indexed(t) for t in node.lvalues) else 0
    if isinstance(node, OperatorAssignmentStmt | DelStmt):
        target = node.lvalue if isinstance(node, OperatorAssignmentStmt) else node.expr
        return FAILS_ON_ARRAY if _indexed(target) else 0
    if isinstance(node, ComparisonExpr):
        # `x in ("a", "b")` compares; a dict or set (not a literal sequence) hashes.
        hashes = any(
            op in ("in", "not in") and not isinstance(right, ListExpr | TupleExpr | StrExpr)
            for op, right in zip(node.operators, node.operands[1:], strict=False)
        )
        return FAILS_ON_ARRAY if hashes else 0
    if isinstance(node, SetExpr):
        return MAKES_SET if all(_literal(item) for item in node.items) else FAILS_ON_ARRAY
    if isinstance(node, DictExpr):
        literal_keys = all(key is not None and _literal(key) for key, _ in node.items)
        return MAKES_DICT if literal_keys else FAILS_ON_ARRAY | MAKES_DICT
    if isinstance(node, SetComprehension):
        return FAILS_ON_ARRAY | MAKES_SET
    if isinstance(node, DictionaryComprehension | MappingPattern):
        return FAILS_ON_ARRAY | MAKES_DICT
    if isinstance(node, CallExpr) and isinstance(node.callee, MemberExpr):
        name = node.callee.name
        if name in _LINEN_METHODS:
            return APPLIES
        return INDEXES if name in _DICT_METHODS else SET_METHODS if name in _SET_METHODS else 0
    if isinstance(node, FuncDef | LambdaExpr) and any(a.kind == ARG_STAR2 for a in node.arguments):
        return MAKES_DICT
    return 0


_SYNTAX: frozenset[type] = frozenset(
    (
        IndexExpr,
        AssignmentStmt,
        OperatorAssignmentStmt,
        DelStmt,
        ComparisonExpr,
        SetExpr,
        SetComprehension,
        DictExpr,
        DictionaryComprehension,
        MappingPattern,
        CallExpr,
        FuncDef,
        LambdaExpr,
    )
)


def _literal(expr: Expression) -> bool:
    """A key no array can be: a literal string, number or constant."""
    if isinstance(expr, NameExpr):
        return expr.fullname in ("builtins.None", "builtins.True", "builtins.False")
    return isinstance(expr, StrExpr | BytesExpr | IntExpr | FloatExpr)


def _indexed(target: Expression) -> bool:
    """Whether an assignment or deletion target holds an `x[i]`."""
    if isinstance(target, IndexExpr):
        return True
    if isinstance(target, TupleExpr):
        return any(_indexed(item) for item in target.items)
    return False


class _Table:
    """A module's classes, the statements that bind each module-level name, and what
    `scan` found under its nodes."""

    def __init__(self, tree: MypyFile, bodies: dict[str, FuncDef | Decorator]) -> None:
        self.bodies = bodies
        self.classes: dict[str, ClassDef] = {}
        self.assignments: dict[str, list[Statement]] = {}
        # By id(node): the nodes live as long as the tree and bodies this table holds.
        self._scans: dict[int, Scanned] = {}
        self._scan(tree.defs)

    def scan(self, node: Node) -> Scanned:
        """The bits of the syntax under `node`, and the names it holds, each with whether
        it is called: a name the body repeats is given once per use, called or not (what
        `Reach._ref` makes of it depends on its name, node and use alone)."""
        known = self._scans.get(id(node))
        if known is not None:
            return known
        found = 0
        callees: set[int] = set()
        refs, syntax = refs_and_kinds(node, _SYNTAX)
        for current in syntax:
            found |= _syntax_bits(current)
            if type(current) is CallExpr:
                callees.add(id(current.callee))
        named: dict[tuple[str, bool], tuple[RefExpr, bool]] = {}
        for ref in refs:
            fullname = ref.fullname
            if not fullname and ref.node is None:
                continue  # an attribute of a value: nothing for `_ref`
            called = id(ref) in callees
            local = isinstance(ref, NameExpr) and ref.kind == LDEF
            key = (fullname or f"#{id(ref.node)}", called)
            if key not in named and not (local and not fullname):
                named[key] = (ref, called)
        result = self._scans[id(node)] = (found, tuple(named.values()))
        return result

    def _scan(self, stmts: list[Statement]) -> None:
        for stmt in flat_statements(stmts):
            if isinstance(stmt, ClassDef):
                self.classes[stmt.fullname] = stmt
                self._nested(stmt)
            for name in _bound_names(stmt):
                self.assignments.setdefault(name, []).append(stmt)

    def _nested(self, cls: ClassDef) -> None:
        for stmt in flat_statements(cls.defs.body):
            if isinstance(stmt, ClassDef):
                self.classes[stmt.fullname] = stmt
                self._nested(stmt)


def _overloads(node: OverloadedFuncDef) -> Iterator[FuncDef | Decorator]:
    yield from (i for i in node.items if isinstance(i, FuncDef | Decorator))
    if isinstance(node.impl, FuncDef | Decorator):
        yield node.impl


def _bound_names(stmt: Statement) -> Iterator[str]:
    if isinstance(stmt, AssignmentStmt):
        targets: list[Node] = list(stmt.lvalues)
    elif isinstance(stmt, OperatorAssignmentStmt):
        targets = [stmt.lvalue]
    elif isinstance(stmt, ForStmt):
        targets = [stmt.index]
    elif isinstance(stmt, WithStmt):
        targets = [t for t in stmt.target if t is not None]
    else:
        return
    for target in targets:
        names, _ = names_and_members(target)
        yield from (n.name for n in names)


def _module_of(func: FuncDef) -> str:
    """The module that defines a module-level function or a method."""
    owner = _owner_class(func)
    return owner.module_name if owner is not None else func.fullname.rpartition(".")[0]


def _owner_class(node: FuncDef | Var) -> TypeInfo | None:
    """The class a method or attribute belongs to (None: module level or local)."""
    info = node.info
    return None if isinstance(info, FakeInfo) else info
