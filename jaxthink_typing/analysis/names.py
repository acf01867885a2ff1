"""Names of a module the plugin parsed itself, bound the way mypy's semantic analysis
binds them.

mypy keeps function bodies only for the modules it processes in this run; a module read
from its cache has none. To follow a call into another module whatever mypy reuses, the
plugin parses that module's source and binds the names of the new tree here: locals get
one `Var` per scope, module-level names and imports the nodes of mypy's symbol table for
that module (cached or fresh: both hold the same table), builtins those of `builtins`.
Definitions of the module itself map to their new, bodied nodes. A name this cannot bind
stays unbound, which the engine reads as unknown.
"""

from __future__ import annotations

from collections.abc import Iterator

from mypy.nodes import (
    ARG_NAMED,
    ARG_NAMED_OPT,
    ARG_OPT,
    ARG_POS,
    GDEF,
    LDEF,
    MDEF,
    AssignmentExpr,
    AssignmentStmt,
    Block,
    ClassDef,
    Decorator,
    DelStmt,
    DictionaryComprehension,
    Expression,
    ForStmt,
    FuncDef,
    GeneratorExpr,
    GlobalDecl,
    IfStmt,
    Import,
    ImportFrom,
    LambdaExpr,
    ListComprehension,
    ListExpr,
    MatchStmt,
    MemberExpr,
    MypyFile,
    NameExpr,
    Node,
    NonlocalDecl,
    OperatorAssignmentStmt,
    OverloadedFuncDef,
    SetComprehension,
    StarExpr,
    Statement,
    SymbolNode,
    SymbolTableNode,
    TryStmt,
    TupleExpr,
    TypeInfo,
    Var,
    WhileStmt,
    WithStmt,
)
from mypy.patterns import AsPattern, MappingPattern, StarredPattern
from mypy.types import CallableType

_CONSTANTS = ("None", "True", "False")


class _Scope:
    """A function, lambda or comprehension scope (`info` set: a class body)."""

    def __init__(self, parent: _Scope | None, info: TypeInfo | None = None) -> None:
        self.parent = parent
        self.info = info
        self.locals: dict[str, SymbolNode] = {}
        # A function's own imports: `import m` binds a local, `from m import x` a global.
        self.imported: dict[str, tuple[int, SymbolNode]] = {}
        self.global_names: set[str] = set()
        self.nonlocal_names: set[str] = set()


class Binder:
    """Binds the names of `tree`, a fresh parse of the module whose mypy tree is `table`."""

    def __init__(self, tree: MypyFile, table: MypyFile, modules: dict[str, MypyFile]) -> None:
        self.tree = tree
        self.table = table
        self.modules = modules
        builtins = modules.get("builtins")
        self.builtins = builtins.names if builtins is not None else {}
        # The module's own definitions, by fullname: their new nodes, which have bodies.
        self.bodies: dict[str, FuncDef | Decorator] = {}
        self._classes: dict[int, TypeInfo] = {}  # id(ClassDef) -> mypy's class

    def bind(self) -> dict[str, FuncDef | Decorator]:
        tree = self.tree
        tree._fullname = self.table.fullname
        tree.names = self.table.names
        tree.path = self.table.path
        self._collect_definitions(tree.defs, self.table.fullname, None)
        for stmt in tree.defs:
            self._statement(stmt, None)
        return self.bodies

    # ------------------------------------------------------------- definitions

    def _collect_definitions(
        self, stmts: list[Statement], prefix: str, info: TypeInfo | None
    ) -> None:
        """Give the module's (and its classes') defs mypy's flags and types."""
        for stmt in flat_statements(stmts):
            if isinstance(stmt, FuncDef | Decorator):
                func = stmt.func if isinstance(stmt, Decorator) else stmt
                fullname = f"{prefix}.{func.name}"
                self._adopt(func, fullname, info)
                if isinstance(stmt, Decorator):
                    stmt.var._fullname = fullname
                    stmt.var.info = func.info
                    stmt.var.is_property = func.is_property
                self.bodies.setdefault(fullname, stmt)
            elif isinstance(stmt, OverloadedFuncDef) and (impl := implementation(stmt)):
                self._adopt(impl, f"{prefix}.{impl.name}", info)
                self.bodies.setdefault(f"{prefix}.{impl.name}", impl)
            elif isinstance(stmt, ClassDef):
                found = self._class_info(stmt, prefix, info)
                if found is not None:
                    self._classes[id(stmt)] = found
                    stmt.info = found
                    stmt.fullname = found.fullname
                    self._collect_definitions(stmt.defs.body, found.fullname, found)

    def _class_info(self, stmt: ClassDef, prefix: str, info: TypeInfo | None) -> TypeInfo | None:
        names = info.names if info is not None else self.table.names
        symbol = names.get(stmt.name)
        node = symbol.node if symbol is not None else None
        if isinstance(node, TypeInfo) and node.fullname == f"{prefix}.{stmt.name}":
            return node
        return None

    def _adopt(self, func: FuncDef, fullname: str, info: TypeInfo | None) -> None:
        """Copy what semantic analysis gave mypy's node of the same def."""
        func._fullname = fullname
        known = self._known_def(fullname, info)
        if known is None:
            return
        func.type = known.type
        func.is_static = known.is_static
        func.is_class = known.is_class
        func.is_property = known.is_property
        func.is_overload = known.is_overload
        if info is not None:
            func.info = info
        _argument_types(func)

    def _known_def(self, fullname: str, info: TypeInfo | None) -> FuncDef | None:
        names = info.names if info is not None else self.table.names
        symbol = names.get(fullname.rsplit(".", 1)[-1])
        node = symbol.node if symbol is not None else None
        if isinstance(node, Decorator):
            node = node.func
        if isinstance(node, OverloadedFuncDef):
            node = node.impl.func if isinstance(node.impl, Decorator) else node.impl
        return node if isinstance(node, FuncDef) and node.fullname == fullname else None

    # -------------------------------------------------------------- statements

    def _statement(self, stmt: Statement, scope: _Scope | None) -> None:
        if isinstance(stmt, FuncDef):
            self._function(stmt, scope)
        elif isinstance(stmt, Decorator):
            for decorator in stmt.decorators:
                self._expression(decorator, scope)
            self._function(stmt.func, scope)
        elif isinstance(stmt, OverloadedFuncDef):
            impl = implementation(stmt)
            if impl is not None:
                self._function(impl, scope)
        elif isinstance(stmt, ClassDef):
            self._class(stmt, scope)
        else:
            for child in _children(stmt):
                self._node(child, scope)
            if isinstance(stmt, AssignmentStmt) and scope is not None and scope.info is not None:
                for lvalue in stmt.lvalues:  # a class attribute's definition: its bare name
                    for target in _target_names(lvalue):
                        target.fullname = target.name

    def _class(self, stmt: ClassDef, scope: _Scope | None) -> None:
        for expr in [*stmt.decorators, *stmt.base_type_exprs, *stmt.keywords.values()]:
            self._expression(expr, scope)
        info = self._classes.get(id(stmt))
        if info is None:
            return  # a class mypy does not know under this name: its body stays unbound
        inner = _Scope(scope, info)
        for child in stmt.defs.body:
            self._statement(child, inner)

    def _function(self, func: FuncDef | LambdaExpr, scope: _Scope | None) -> None:
        for argument in func.arguments:
            if argument.initializer is not None:
                self._expression(argument.initializer, scope)
        inner = _Scope(_function_parent(scope))
        method = scope is not None and scope.info is not None and isinstance(func, FuncDef)
        for index, argument in enumerate(func.arguments):
            variable = argument.variable
            variable._fullname = variable.name
            if method and index == 0 and isinstance(func, FuncDef) and not func.is_static:
                if func.is_class:
                    variable.is_cls = True
                else:
                    variable.is_self = True
            inner.locals[variable.name] = variable
        if isinstance(func, FuncDef) and scope is not None and scope.info is None:
            func._fullname = func.name  # a nested def: mypy names it by its bare name
        body = func.body.body
        self._imports(body, inner)
        self._declare(body, inner)
        for stmt in body:
            self._statement(stmt, inner)

    def _imports(self, body: list[Statement], scope: _Scope) -> None:
        """What a function's own (absolute) imports bind, as mypy binds them."""
        for stmt in flat_statements(body):
            if isinstance(stmt, Import):
                for module, alias in stmt.ids:
                    node = self.modules.get(module if alias else module.split(".")[0])
                    if node is not None:
                        scope.imported[alias or module.split(".")[0]] = (LDEF, node)
            elif isinstance(stmt, ImportFrom) and not stmt.relative:
                source = self.modules.get(stmt.id)
                for name, alias in stmt.names:
                    symbol = source.names.get(name) if source is not None else None
                    found: SymbolNode | None = symbol.node if symbol is not None else None
                    found = found or self.modules.get(f"{stmt.id}.{name}")
                    if found is not None:
                        scope.imported[alias or name] = (GDEF, found)

    def _declare(self, body: list[Statement], scope: _Scope) -> None:
        """Make a local for every name the body binds (Python's rule: anywhere in it)."""
        for name, node in _bindings(body, scope):
            if name in scope.global_names or name in scope.nonlocal_names:
                continue
            if name not in scope.locals:
                scope.locals[name] = node if node is not None else _local_var(name)
            elif isinstance(node, FuncDef) and isinstance(first := scope.locals[name], FuncDef):
                node.original_def = first  # a def in another branch: mypy links it so too

    # ------------------------------------------------------------- expressions

    def _node(self, node: Node, scope: _Scope | None) -> None:
        if isinstance(node, Statement):
            self._statement(node, scope)
        elif isinstance(node, Expression):
            self._expression(node, scope)
        else:
            for child in _children(node):
                self._node(child, scope)

    def _expression(self, expr: Expression, scope: _Scope | None) -> None:
        if isinstance(expr, NameExpr):
            self._name(expr, scope)
        elif isinstance(expr, MemberExpr):
            self._expression(expr.expr, scope)
            self._member(expr)
        elif isinstance(expr, LambdaExpr):
            self._function(expr, scope)
        elif isinstance(expr, ListComprehension | SetComprehension):
            self._comprehension(expr.generator, scope)
        elif isinstance(expr, GeneratorExpr | DictionaryComprehension):
            self._comprehension(expr, scope)
        else:
            for child in _children(expr):
                self._node(child, scope)

    def _comprehension(
        self, expr: GeneratorExpr | DictionaryComprehension, scope: _Scope | None
    ) -> None:
        # The first iterable runs in the enclosing scope; the rest in the comprehension's.
        if expr.sequences:
            self._expression(expr.sequences[0], scope)
        inner = _Scope(scope)
        inner.info = None
        for index in expr.indices:
            for name in _target_names(index):
                inner.locals.setdefault(name.name, _local_var(name.name))
        for position, (index, sequence, conditions) in enumerate(
            zip(expr.indices, expr.sequences, expr.condlists, strict=False)
        ):
            if position:
                self._expression(sequence, inner)
            self._expression(index, inner)
            for condition in conditions:
                self._expression(condition, inner)
        if isinstance(expr, DictionaryComprehension):
            for part in (expr.key, expr.value):
                if part is not None:
                    self._expression(part, inner)
        else:
            self._expression(expr.left_expr, inner)

    def _name(self, expr: NameExpr, scope: _Scope | None) -> None:
        name = expr.name
        if name in _CONSTANTS:
            symbol = self.builtins.get(name)
            expr.kind, expr.fullname = GDEF, f"builtins.{name}"
            expr.node = symbol.node if symbol is not None else None
            return
        current = scope
        innermost = True
        while current is not None:
            if name in current.global_names:
                break
            if current.info is not None:
                if innermost and name in current.info.names:
                    symbol = current.info.names[name]
                    expr.kind, expr.node = MDEF, self._own(symbol.node)
                    expr.fullname = f"{current.info.fullname}.{name}"
                    return
            elif name in current.imported:
                kind, node = current.imported[name]
                expr.kind, expr.node, expr.fullname = kind, node, node.fullname
                return
            elif name in current.locals:
                node = current.locals[name]
                expr.kind, expr.node = LDEF, node
                expr.fullname = node.fullname if isinstance(node, TypeInfo) else name
                return
            innermost = False
            current = current.parent
        for table in (self.table.names, self.builtins):
            symbol = table.get(name)
            if symbol is not None and symbol.node is not None:
                expr.kind, expr.node = GDEF, self._own(symbol.node)
                expr.fullname = symbol.fullname or ""
                return

    def _member(self, expr: MemberExpr) -> None:
        base = expr.expr
        module = base.node if isinstance(base, NameExpr | MemberExpr) else None
        if not isinstance(module, MypyFile):
            return
        symbol = module.names.get(expr.name)
        if symbol is None or symbol.node is None:
            target = self.modules.get(f"{module.fullname}.{expr.name}")
            if target is not None:  # a submodule mypy loaded but did not bind as a name
                expr.kind, expr.node, expr.fullname = GDEF, target, target.fullname
            return
        expr.kind, expr.node = GDEF, self._own(symbol.node)
        expr.fullname = symbol.fullname or ""

    def _own(self, node: SymbolNode | None) -> SymbolNode | None:
        """The new node of one of this module's definitions; other nodes unchanged."""
        if isinstance(node, FuncDef | Decorator):
            return self.bodies.get(node.fullname, node)
        return node


def implementation(stmt: OverloadedFuncDef) -> FuncDef | None:
    """The def that runs of an `@overload` group: semantic analysis moves it to `impl`;
    the parser leaves it the group's last item (a def without `@overload`)."""
    if isinstance(stmt.impl, FuncDef):
        return stmt.impl
    last = stmt.items[-1] if stmt.items and stmt.impl is None else None
    return last if isinstance(last, FuncDef) else None


def _function_parent(scope: _Scope | None) -> _Scope | None:
    """Class bodies are not enclosing scopes of the functions defined in them."""
    while scope is not None and scope.info is not None:
        scope = scope.parent
    return scope


def _local_var(name: str) -> Var:
    var = Var(name)
    var._fullname = name
    var.is_inferred = True
    return var


def _argument_types(func: FuncDef) -> None:
    """Parameter types from the analysed signature, where mypy stores them too."""
    signature = func.type
    if not isinstance(signature, CallableType):
        return
    if len(signature.arg_types) != len(func.arguments):
        return
    for argument, kind, arg_type in zip(
        func.arguments, signature.arg_kinds, signature.arg_types, strict=True
    ):
        if kind in (ARG_POS, ARG_OPT, ARG_NAMED, ARG_NAMED_OPT):
            argument.variable.type = arg_type


def flat_statements(stmts: list[Statement]) -> Iterator[Statement]:
    """Statements, with those of if/try blocks (conditional definitions) inlined."""
    for stmt in stmts:
        yield stmt
        if isinstance(stmt, IfStmt):
            for block in [*stmt.body, stmt.else_body]:
                if block is not None:
                    yield from flat_statements(block.body)
        elif isinstance(stmt, TryStmt):
            for block in [stmt.body, *stmt.handlers, stmt.else_body, stmt.finally_body]:
                if block is not None:
                    yield from flat_statements(block.body)


def _bindings(body: list[Statement], scope: _Scope) -> Iterator[tuple[str, SymbolNode | None]]:
    """Names a function body binds, with the node a def or class binds them to."""
    for stmt in body:
        if isinstance(stmt, GlobalDecl):
            scope.global_names.update(stmt.names)
        elif isinstance(stmt, NonlocalDecl):
            scope.nonlocal_names.update(stmt.names)
        elif isinstance(stmt, FuncDef):
            yield stmt.name, stmt
        elif isinstance(stmt, Decorator):
            yield stmt.func.name, stmt
        elif isinstance(stmt, OverloadedFuncDef | ClassDef):
            yield stmt.name, None
        elif isinstance(stmt, AssignmentStmt):
            for lvalue in stmt.lvalues:
                yield from ((n.name, None) for n in _target_names(lvalue))
        elif isinstance(stmt, OperatorAssignmentStmt | DelStmt):
            deleted = stmt.lvalue if isinstance(stmt, OperatorAssignmentStmt) else stmt.expr
            yield from ((n.name, None) for n in _target_names(deleted))
        elif isinstance(stmt, ForStmt):
            yield from ((n.name, None) for n in _target_names(stmt.index))
        elif isinstance(stmt, WithStmt):
            for target in stmt.target:
                if target is not None:
                    yield from ((n.name, None) for n in _target_names(target))
        elif isinstance(stmt, TryStmt):
            yield from ((v.name, None) for v in stmt.vars if v is not None)
        elif isinstance(stmt, Import):
            for module, alias in stmt.ids:
                yield (alias or module.split(".")[0]), None
        elif isinstance(stmt, ImportFrom):
            for name, alias in stmt.names:
                yield (alias or name), None
        elif isinstance(stmt, MatchStmt):
            for pattern in stmt.patterns:
                yield from ((n.name, None) for n in _pattern_names(pattern))
        yield from ((n.name, None) for n in _walrus_targets(stmt))
        for block in _blocks(stmt):
            yield from _bindings(block.body, scope)


def _blocks(stmt: Statement) -> list[Block]:
    if isinstance(stmt, IfStmt):
        blocks = [*stmt.body, stmt.else_body]
    elif isinstance(stmt, WhileStmt | ForStmt):
        blocks = [stmt.body, stmt.else_body]
    elif isinstance(stmt, WithStmt):
        blocks = [stmt.body]
    elif isinstance(stmt, TryStmt):
        blocks = [stmt.body, *stmt.handlers, stmt.else_body, stmt.finally_body]
    elif isinstance(stmt, MatchStmt):
        blocks = list(stmt.bodies)
    else:
        blocks = []
    return [b for b in blocks if b is not None]


def _target_names(target: Expression) -> Iterator[NameExpr]:
    if isinstance(target, NameExpr):
        yield target
    elif isinstance(target, TupleExpr | ListExpr):
        for item in target.items:
            yield from _target_names(item)
    elif isinstance(target, StarExpr):
        yield from _target_names(target.expr)


def _pattern_names(pattern: Node) -> Iterator[NameExpr]:
    if isinstance(pattern, AsPattern) and pattern.name is not None:
        yield pattern.name
    elif isinstance(pattern, StarredPattern) and pattern.capture is not None:
        yield pattern.capture
    elif isinstance(pattern, MappingPattern) and pattern.rest is not None:
        yield pattern.rest
    for child in _children(pattern):
        yield from _pattern_names(child)


def _walrus_targets(stmt: Statement) -> Iterator[NameExpr]:
    """`(y := ...)` in a statement's own expressions (not in nested defs or lambdas)."""
    stack: list[Node] = [c for c in _children(stmt) if not isinstance(c, Block)]
    while stack:
        node = stack.pop()
        if isinstance(node, AssignmentExpr):
            yield node.target
        if isinstance(node, LambdaExpr | FuncDef | ClassDef | Block):
            continue
        stack.extend(_children(node))


# The attributes of each kind of node that hold nodes with names (`walk.py` adds the
# nested scopes: comprehensions, lambdas, defs).
SYNTAX_FIELDS: dict[str, tuple[str, ...]] = {
    "ExpressionStmt": ("expr",),
    "AssignmentStmt": ("rvalue", "lvalues"),
    "OperatorAssignmentStmt": ("rvalue", "lvalue"),
    "WhileStmt": ("expr", "body", "else_body"),
    "ForStmt": ("index", "expr", "body", "else_body"),
    "ReturnStmt": ("expr",),
    "AssertStmt": ("expr", "msg"),
    "DelStmt": ("expr",),
    "IfStmt": ("expr", "body", "else_body"),
    "RaiseStmt": ("expr", "from_expr"),
    "TryStmt": ("body", "types", "vars", "handlers", "else_body", "finally_body"),
    "WithStmt": ("expr", "target", "body"),
    "MatchStmt": ("subject", "patterns", "guards", "bodies"),
    "Block": ("body",),
    "MemberExpr": ("expr",),
    "YieldFromExpr": ("expr",),
    "YieldExpr": ("expr",),
    "CallExpr": ("callee", "args"),
    "OpExpr": ("left", "right"),
    "ComparisonExpr": ("operands",),
    "SliceExpr": ("begin_index", "end_index", "stride"),
    "CastExpr": ("expr",),
    "AssignmentExpr": ("value", "target"),
    "UnaryExpr": ("expr",),
    "ListExpr": ("items",),
    "TupleExpr": ("items",),
    "SetExpr": ("items",),
    "DictExpr": ("items",),
    "IndexExpr": ("base", "index"),
    "ConditionalExpr": ("cond", "if_expr", "else_expr"),
    "StarExpr": ("expr",),
    "AwaitExpr": ("expr",),
    "SuperExpr": ("call",),
    "AsPattern": ("pattern", "name"),
    "OrPattern": ("patterns",),
    "ValuePattern": ("expr",),
    "SequencePattern": ("patterns",),
    "StarredPattern": ("capture",),
    "MappingPattern": ("keys", "values", "rest"),
    "ClassPattern": ("class_ref", "positionals", "keyword_values"),
}


def _children(node: Node) -> list[Node]:
    """The nodes directly inside `node` that can hold names (empty for unknown kinds)."""
    found: list[Node] = []
    for name in SYNTAX_FIELDS.get(type(node).__name__, ()):
        collect(getattr(node, name, None), found)
    return found


def collect(value: object, found: list[Node]) -> None:
    """The nodes in `value`: a node, or lists and tuples of them (None skipped)."""
    if isinstance(value, Node):
        found.append(value)
    elif isinstance(value, list | tuple):
        for item in value:
            collect(item, found)


__all__ = ["Binder", "SymbolTableNode"]
