"""What changes from one pass of an eager loop to the next, read from the loop's text.

jax.jit caches a compiled program by the function object, the static arguments' values and
the types and shapes of the others; what a loop changes on every pass decides whether a
call in it compiles again (rules/recompile.py). Only what the text shows for sure counts:

- the target of `for` over `range(...)` or `enumerate(...)` (its counter); a loop over a
  literal sequence is a sweep over settings written out, compiled once each on purpose,
  and is left alone;
- a number updated by itself on every pass (`lr *= 0.9`, `step = step + 1`);
- Python arithmetic, `float()` and one-to-one functions of `math` (`exp`, `log`, `sqrt`)
  of those (`base * 0.5 ** epoch`, `t0 * math.exp(-step / 10)`), through names
  assigned once, on every pass;
- a list grown on every pass (`xs.append(v)`) and never reset in the loop, an array
  joined to itself (`x = jnp.concatenate([x, y])`), slices whose one bound changes
  (`a[:i]`), arrays made with a size that changes (`jnp.zeros((8 + i, 3))`), and the
  target of a loop over a comprehension of such arrays (`[data[: 8 + k] for k in range(8)]`).

A statement runs on every pass when it sits directly in the loop's body (or in a `with`
there); one under an `if`, a `try` or an inner loop may not.
"""

from __future__ import annotations

from typing import Final

from mypy.nodes import (
    ARG_POS,
    AssignmentStmt,
    Block,
    BreakStmt,
    CallExpr,
    ComparisonExpr,
    Expression,
    ExpressionStmt,
    FloatExpr,
    ForStmt,
    FuncDef,
    GeneratorExpr,
    IfStmt,
    IndexExpr,
    IntExpr,
    LambdaExpr,
    ListComprehension,
    ListExpr,
    MatchStmt,
    MemberExpr,
    NameExpr,
    OperatorAssignmentStmt,
    OpExpr,
    RaiseStmt,
    RefExpr,
    ReturnStmt,
    SliceExpr,
    Statement,
    StrExpr,
    TryStmt,
    TupleExpr,
    UnaryExpr,
    Var,
    WhileStmt,
    WithStmt,
)

# Arithmetic that gives a new number when one operand is new (not `%`, `//`: they repeat).
_CHANGING_OPS: Final = frozenset({"+", "-", "*", "/", "**"})
# The operand that makes an update change nothing (`x + 0`, `x * 1`).
_NEUTRAL: Final = {"+": 0, "-": 0, "*": 1, "/": 1, "**": 1}
# Calls that make an array (or a list) of what they are given, keeping its length.
_FROM_SEQUENCE: Final = frozenset(
    f"{module}.{name}"
    for module in ("jax.numpy", "numpy")
    for name in ("array", "asarray", "stack", "concatenate", "vstack", "hstack")
)
# Functions that give a new number for each new number (one-to-one): an annealing
# schedule written with them (`t0 * math.exp(-step / 10)`) changes on each pass.
_ONE_TO_ONE: Final = frozenset(
    {"builtins.float"}
    | {
        f"{module}.{name}"
        for module in ("math",)
        for name in ("exp", "expm1", "log", "log1p", "log2", "log10", "sqrt")
    }
)
# Calls that make an array of the shape given (positional index of the shape, or `shape=`).
_SHAPED: Final = {
    **{
        f"{module}.{name}": 0
        for module in ("jax.numpy", "numpy")
        for name in ("zeros", "ones", "empty", "full")
    },
    **{f"jax.random.{name}": 1 for name in ("normal", "uniform", "randint")},
}
_ARANGE: Final = frozenset({"jax.numpy.arange", "numpy.arange"})
# Calls that join arrays: `x = jnp.concatenate([x, y])` grows `x` on each pass.
_JOINING: Final = frozenset(
    f"{module}.{name}"
    for module in ("jax.numpy", "numpy")
    for name in ("concatenate", "vstack", "hstack", "append")
)
_DEPTH: Final = 8  # names followed through assignments, at most


class Loop:
    """The body of an eager loop that a frame runs (or of a function that runs on every
    pass of one: `step`), with what changes from one pass to the next."""

    def __init__(
        self,
        body: Block,
        line: int,
        target: Expression | None = None,
        iterable: Expression | None = None,
        params: tuple[Var, ...] = (),
    ) -> None:
        self.line = line
        self.every: frozenset[int] = frozenset(id(s) for s in _every(body.body))
        self.varying: set[Var] = set(_targets(target, iterable))
        assigned: dict[Var, list[Expression]] = {}
        for stmt in _all_statements(body.body):
            for var, rvalue in _assignments(stmt):
                assigned.setdefault(var, []).append(rvalue)
        # Names that may hold another value on another pass: what the loop binds, and a
        # function's parameters (for the body of one called on every pass).
        self.bound: set[Var] = {*assigned, *params}
        if target is not None:
            self.bound.update(_bound(target))
        # An unconditional break, return or raise: the body runs once.
        self.once = any(
            isinstance(s, BreakStmt | ReturnStmt | RaiseStmt) for s in _every(body.body)
        )
        # Names assigned exactly once in the loop, by a statement that runs on every pass.
        self.assigned: dict[Var, Expression] = {}
        for stmt in _every(body.body):
            for var, rvalue in _assignments(stmt):
                if len(assigned.get(var, ())) == 1:
                    self.assigned[var] = rvalue
        self.grown: set[Var] = set()
        for stmt in _every(body.body):
            self.varying.update(_updated_number(stmt))
            grown = _grown_list(stmt)
            if grown is not None and all(_mentions(r, grown) for r in assigned.get(grown, [])):
                self.grown.add(grown)  # never reset in the loop (`xs = xs + [v]` keeps it)
        # Arrays joined to something on every pass and assigned nothing else in the loop.
        self.grown_arrays: set[Var] = set()
        for stmt in _every(body.body):
            array = _grown_array(stmt)
            if array is not None and all(_joins(r, array) for r in assigned.get(array, [])):
                self.grown_arrays.add(array)
        # The target of a `for` over arrays of a new shape each (`for batch in [data[: 8 + k]
        # for k in range(8)]`), with why; a name the loop is over is looked up on entering.
        self.target, self.iterable = target, iterable
        self.rebound: frozenset[Var] = frozenset(assigned)  # assigned in the body
        self.reshaped: dict[Var, str] = {}
        self.over(iterable)
        # Numbers clamped by themselves on every pass (`t = max(floor, t * 0.9)`).
        self.clamped: dict[Var, Clamp] = {}
        for stmt in _every(body.body):
            clamp = _clamp(stmt)
            if clamp is not None and len(assigned.get(clamp.var, ())) == 1:
                self.clamped[clamp.var] = clamp
        # Functions a transformation made anew on this pass and not called yet, by the
        # function value it made: its call, its name and how the function is new (a call
        # on the same pass compiles it again: rules/recompile.py).
        self.fresh: dict[object, tuple[Expression, str, str]] = {}

    def over(self, sequence: Expression | None) -> None:
        """Mark the loop's target when `sequence` (what the loop is over, or what the name
        it is over holds) makes arrays of a new shape, one for each pass."""
        target, iterable = self.target, self.iterable
        if target is None or iterable is None or sequence is None:
            return
        if _called(iterable) == "builtins.enumerate" and isinstance(iterable, CallExpr):
            if not isinstance(target, TupleExpr) or len(target.items) != 2 or not iterable.args:
                return
            target = target.items[1]
            if sequence is iterable:
                sequence = iterable.args[0]
        why = _reshaping(sequence)
        names = _names(target)
        if why is not None and names and names[0] not in self.rebound:
            self.reshaped[names[0]] = why

    def runs_every_pass(self, stmt: Statement | None) -> bool:
        return stmt is not None and id(stmt) in self.every


class Clamp:
    """`t = max(limit, t * factor)` (or `min`, and `+`, `-`, `/` a literal number): a
    number annealed on every pass until it reaches its limit."""

    def __init__(self, var: Var, limit: Expression, pick: str, op: str, operand: float) -> None:
        self.var = var
        self.limit = limit
        self.pick = pick  # "max" or "min"
        self.op = op
        self.operand = operand

    def passes(self, start: float, limit: float, count: int) -> list[float]:
        """The value on each of the first `count` passes, from `start`."""
        values = [start]
        for _ in range(count - 1):
            value = values[-1]
            if self.op == "*":
                value = value * self.operand
            elif self.op == "/":
                value = value / self.operand
            elif self.op == "+":
                value = value + self.operand
            else:
                value = value - self.operand
            values.append(max(limit, value) if self.pick == "max" else min(limit, value))
        return values


class Iteration:
    """What a frame that runs eagerly, reached from the module's top level, knows of the
    loops it is in: its own (innermost last) and, for a function called on every pass of a
    caller's loop, its body (`step`)."""

    def __init__(self, body: list[Statement], step: Loop | None = None) -> None:
        self.loops: list[Loop] = []
        self.step = step
        # The statements that run whenever the body does (no `if`, loop or `try` around).
        self.straight: frozenset[int] = frozenset(id(s) for s in _every(body, main=True))
        # For each jitted function called on straight-line code: the Python scalar type
        # each parameter was compiled for, and the line of that call.
        self.scalars: dict[object, dict[str, tuple[str, int]]] = {}
        self._body = body
        self._constants: dict[Var, int | float] | None = None
        self._once: dict[Var, Expression] | None = None

    def constants(self) -> dict[Var, int | float]:
        """The names the body assigns once, to a literal number (worked out when asked)."""
        if self._constants is None:
            self._constants = literal_constants(self._body)
        return self._constants

    def scope(self) -> Loop | None:
        """The innermost loop body running (or the step), whose passes repeat a call."""
        return self.loops[-1] if self.loops else self.step

    def stable(self, var: Var) -> bool:
        """Whether `var` holds the same object on every pass (bound before the loops)."""
        loops = [*self.loops, *((self.step,) if self.step is not None else ())]
        return not any(var in loop.bound for loop in loops)

    def enter(self, loop: Loop | None) -> bool:
        if loop is None:
            return False
        self.loops.append(loop)
        held = loop.iterable
        if isinstance(held, CallExpr) and _called(held) == "builtins.enumerate" and held.args:
            held = held.args[0]
        if not loop.reshaped and isinstance(held, NameExpr) and isinstance(held.node, Var):
            loop.over(self.assigned_once().get(held.node))
        return True

    def assigned_once(self) -> dict[Var, Expression]:
        """The names the body assigns exactly once, with what (worked out when asked)."""
        if self._once is None:
            found: dict[Var, list[Expression]] = {}
            for stmt in _all_statements(self._body):
                for var, rvalue in _assignments(stmt):
                    found.setdefault(var, []).append(rvalue)
            self._once = {var: values[0] for var, values in found.items() if len(values) == 1}
        return self._once

    def leave(self) -> None:
        self.loops.pop()


def iteration_key(iteration: Iteration | None) -> int:
    """What of a frame's `Iteration` changes its reports, for the memo's key: 0 where it
    has none, 1 where it runs eagerly, 2 where it runs on every pass of a loop too."""
    if iteration is None:
        return 0
    return 2 if iteration.step is not None else 1


def for_loop(stmt: ForStmt) -> Loop | None:
    """The loop of a `for` statement, or None when it surely runs at most once."""
    if not repeats(stmt.expr):
        return None
    loop = Loop(stmt.body, stmt.line, stmt.index, stmt.expr)
    return None if loop.once else loop


def while_loop(stmt: WhileStmt) -> Loop | None:
    loop = Loop(stmt.body, stmt.line)
    return None if loop.once else loop


def function_body(function: FuncDef | LambdaExpr, line: int) -> Loop:
    """The body of a function called on every pass of the loop at `line`: its statements
    run on every pass; nothing of its parameters is known to change, or to stay."""
    params = tuple(argument.variable for argument in function.arguments)
    return Loop(function.body, line, params=params)


def repeats(iterable: Expression) -> bool:
    """Whether a `for` over `iterable` may run its body twice or more, the same work on
    each pass: not over a literal sequence, a sweep over a few settings written out, where
    compiling once for each is what the code asks for (`for mode in ("hard", "soft")`)."""
    if isinstance(iterable, ListExpr | TupleExpr):
        return False
    if _called(iterable) == "builtins.range" and isinstance(iterable, CallExpr):
        bounds = [_int(a) for a in iterable.args]
        if all(b is not None for b in bounds) and bounds:
            return len(range(*[b for b in bounds if b is not None])) > 1
    return True


def varies(expr: Expression, loops: list[Loop], depth: int = 0) -> bool:
    """Whether `expr` gives a new Python number on each pass of one of `loops`."""
    if depth > _DEPTH:
        return False
    if isinstance(expr, NameExpr) and isinstance(expr.node, Var):
        if any(expr.node in loop.varying for loop in loops):
            return True
        rvalue = _assigned(expr.node, loops)
        return rvalue is not None and varies(rvalue, loops, depth + 1)
    if isinstance(expr, OpExpr) and expr.op in _CHANGING_OPS:
        left, right = varies(expr.left, loops, depth + 1), varies(expr.right, loops, depth + 1)
        if left == right:
            return False  # neither changes, or both do (`i - i`): not sure
        other = expr.right if left else expr.left
        return not _is_number(other, _NEUTRAL[expr.op]) and not _is_number(other, 0)
    if isinstance(expr, UnaryExpr) and expr.op == "-":
        return varies(expr.expr, loops, depth + 1)
    if isinstance(expr, CallExpr) and _called(expr) in _ONE_TO_ONE and len(expr.args) == 1:
        return expr.arg_kinds[0] == ARG_POS and varies(expr.args[0], loops, depth + 1)
    return False


def of_float_call(expr: Expression, loops: list[Loop], depth: int = 0) -> bool:
    """Whether `expr` is arithmetic on a float that `float()` or a `math` function gives
    (through names assigned on every pass): a Python float, which the analysis may not
    type (`0.2 + math.exp(-step)`)."""
    if depth > _DEPTH:
        return False
    if isinstance(expr, NameExpr) and isinstance(expr.node, Var):
        rvalue = _assigned(expr.node, loops)
        return rvalue is not None and of_float_call(rvalue, loops, depth + 1)
    if isinstance(expr, OpExpr) and expr.op in _CHANGING_OPS:
        return of_float_call(expr.left, loops, depth + 1) or of_float_call(
            expr.right, loops, depth + 1
        )
    if isinstance(expr, UnaryExpr) and expr.op == "-":
        return of_float_call(expr.expr, loops, depth + 1)
    return isinstance(expr, CallExpr) and _called(expr) in _ONE_TO_ONE


def changing_shape(expr: Expression, loops: list[Loop], depth: int = 0) -> str | None:
    """Why `expr` has a new shape (or length) on each pass of one of `loops`, if it does."""
    if depth > _DEPTH:
        return None
    if isinstance(expr, NameExpr) and isinstance(expr.node, Var):
        if any(expr.node in loop.grown for loop in loops):
            return f'the list "{expr.name}" grows'
        if any(expr.node in loop.grown_arrays for loop in loops):
            return f'the array "{expr.name}" grows'
        reshaped = next(
            (loop.reshaped[expr.node] for loop in loops if expr.node in loop.reshaped), None
        )
        if reshaped is not None:
            return reshaped
        rvalue = _assigned(expr.node, loops)
        return changing_shape(rvalue, loops, depth + 1) if rvalue is not None else None
    if isinstance(expr, CallExpr) and _called(expr) in _FROM_SEQUENCE and expr.args:
        return changing_shape(expr.args[0], loops, depth + 1)
    if isinstance(expr, CallExpr):
        return _made_with_shape(expr, loops)
    if isinstance(expr, IndexExpr):
        slices = expr.index.items if isinstance(expr.index, TupleExpr) else [expr.index]
        for item in slices:
            if isinstance(item, SliceExpr) and _slice_changes(item, loops):
                return "a slice bound changes"
            if not isinstance(item, SliceExpr) and changing_shape(item, loops, depth + 1):
                return "its index array has a new shape"
    return None


def _reshaping(sequence: Expression) -> str | None:
    """`[data[: 8 + k] for k in range(8)]` (or a generator): one array for each value of
    a counter, each of a new shape."""
    if isinstance(sequence, ListComprehension):
        sequence = sequence.generator
    if not isinstance(sequence, GeneratorExpr) or len(sequence.sequences) != 1:
        return None
    if any(sequence.condlists) or sequence.is_async[0]:
        return None  # a filter may keep a few
    index, over = sequence.indices[0], sequence.sequences[0]
    if not isinstance(index, NameExpr) or not repeats(over) or _called(over) != "builtins.range":
        return None
    counter = Loop(Block([]), sequence.line, index, over)
    why = changing_shape(sequence.left_expr, [counter])
    return "the loop is over arrays of a new shape each" if why else None


def _made_with_shape(call: CallExpr, loops: list[Loop]) -> str | None:
    """`jnp.zeros((8 + i, 3))`, `jax.random.normal(key, (n, 4))` or `jnp.arange(i)` with a
    size that changes on each pass."""
    called = _public(call) or ""
    if any(kind.is_star() for kind in call.arg_kinds):
        return None  # a star argument hides what lands where
    positional = [a for a, kind in zip(call.args, call.arg_kinds, strict=True) if kind == ARG_POS]
    named = {n: a for a, n in zip(call.args, call.arg_names, strict=True) if n is not None}
    if called in _ARANGE and not named and len(positional) in (1, 2):
        if len(positional) == 1:
            changes = varies(positional[0], loops)
        else:
            changes = _slice_changes(SliceExpr(positional[0], positional[1], None), loops)
        return "its size changes" if changes else None
    position = _SHAPED.get(called)
    if position is None:
        return None
    shape = named.get("shape")
    if shape is None and position < len(positional):
        shape = positional[position]
    if shape is None:
        return None
    sizes = shape.items if isinstance(shape, TupleExpr | ListExpr) else [shape]
    return "its shape changes" if any(varies(size, loops) for size in sizes) else None


def _slice_changes(item: SliceExpr, loops: list[Loop]) -> bool:
    """One bound changes and the other does not (`a[:i]`, `a[i:]`; not `a[i:i + 3]`)."""
    if item.stride is not None and varies(item.stride, loops):
        return False
    bounds = [b is not None and varies(b, loops) for b in (item.begin_index, item.end_index)]
    if bounds[0] == bounds[1]:
        return False
    other = item.end_index if bounds[0] else item.begin_index
    return other is None or not _mentions_any(other, loops)


def _assigned(var: Var, loops: list[Loop]) -> Expression | None:
    for loop in reversed(loops):
        if var in loop.assigned:
            return loop.assigned[var]
    return None


def _targets(target: Expression | None, iterable: Expression | None) -> list[Var]:
    """The names a `for` binds to a new number on each pass."""
    if target is None or iterable is None:
        return []
    called = _called(iterable)
    if called == "builtins.range":
        return _names(target)
    if called == "builtins.enumerate" and isinstance(target, TupleExpr) and target.items:
        return _names(target.items[0])
    return []


def _names(target: Expression) -> list[Var]:
    if isinstance(target, NameExpr) and isinstance(target.node, Var):
        return [target.node]
    return []


def _updated_number(stmt: Statement) -> list[Var]:
    """`n += 1`, `lr *= 0.9`, `lr = lr * decay`: a number updated by itself."""
    if isinstance(stmt, OperatorAssignmentStmt) and stmt.op in _CHANGING_OPS:
        if _is_number(stmt.rvalue, _NEUTRAL[stmt.op]) or _is_number(stmt.rvalue, 0):
            return []
        return _names(stmt.lvalue)
    if isinstance(stmt, AssignmentStmt) and len(stmt.lvalues) == 1:
        names = _names(stmt.lvalues[0])
        rvalue = stmt.rvalue
        if names and isinstance(rvalue, OpExpr) and rvalue.op in _CHANGING_OPS:
            var = names[0]
            mine = [_is_name(side, var) for side in (rvalue.left, rvalue.right)]
            other = rvalue.right if mine[0] else rvalue.left
            neutral = _is_number(other, _NEUTRAL[rvalue.op]) or _is_number(other, 0)
            if mine[0] != mine[1] and not _mentions(other, var) and not neutral:
                return names
    return []


def _grown_list(stmt: Statement) -> Var | None:
    """`xs.append(v)`, `xs += [v]` or `xs = xs + [v]`: the list grown."""
    if isinstance(stmt, ExpressionStmt) and isinstance(stmt.expr, CallExpr):
        callee = stmt.expr.callee
        if isinstance(callee, MemberExpr) and callee.name == "append":
            names = _names(callee.expr)
            return names[0] if names else None
    grows = isinstance(stmt, OperatorAssignmentStmt) and stmt.op == "+"
    if grows and isinstance(stmt, OperatorAssignmentStmt) and _nonempty_list(stmt.rvalue):
        names = _names(stmt.lvalue)
        return names[0] if names else None
    if isinstance(stmt, AssignmentStmt) and len(stmt.lvalues) == 1:
        names = _names(stmt.lvalues[0])
        rvalue = stmt.rvalue
        if names and isinstance(rvalue, OpExpr) and rvalue.op == "+":
            grown = _is_name(rvalue.left, names[0]) and isinstance(rvalue.right, ListExpr)
            if grown and isinstance(rvalue.right, ListExpr) and rvalue.right.items:
                return names[0]
    return None


def clamped(expr: Expression, loops: list[Loop]) -> Clamp | None:
    """The clamp that updates the name at `expr` on every pass of one of `loops`."""
    if isinstance(expr, NameExpr) and isinstance(expr.node, Var):
        for loop in reversed(loops):
            if expr.node in loop.clamped:
                return loop.clamped[expr.node]
    return None


def literal_constants(stmts: list[Statement]) -> dict[Var, int | float]:
    """The names `stmts` (and the blocks in them, not nested functions) assign exactly
    once, to a literal number."""
    found: dict[Var, list[Expression]] = {}
    for stmt in _all_statements(stmts):
        for var, rvalue in _assignments(stmt):
            found.setdefault(var, []).append(rvalue)
    constants: dict[Var, int | float] = {}
    for var, rvalues in found.items():
        number = _number(rvalues[0]) if len(rvalues) == 1 else None
        if number is not None and not isinstance(number, bool):
            constants[var] = number
    return constants


def _clamp(stmt: Statement) -> Clamp | None:
    """`t = max(limit, t * k)`, `t = min(t + d, limit)`: `t` updated by a literal number
    toward a limit that does not mention it."""
    if not (isinstance(stmt, AssignmentStmt) and len(stmt.lvalues) == 1):
        return None
    names = _names(stmt.lvalues[0])
    call = stmt.rvalue
    pick = _called(call)
    if not names or pick not in ("builtins.max", "builtins.min"):
        return None
    assert isinstance(call, CallExpr)
    if len(call.args) != 2 or any(k != ARG_POS for k in call.arg_kinds):
        return None
    var, (first, second) = names[0], call.args
    for update, limit in ((first, second), (second, first)):
        if not isinstance(update, OpExpr) or update.op not in ("*", "/", "+", "-"):
            continue
        operand = _number(update.right)
        if _is_name(update.left, var) and operand is not None and not _mentions(limit, var):
            if update.op == "/" and operand == 0:
                return None
            return Clamp(var, limit, pick.removeprefix("builtins."), update.op, operand)
    return None


def _grown_array(stmt: Statement) -> Var | None:
    """`x = jnp.concatenate([x, y])` (or `vstack`, `hstack`, `jnp.append(x, y)`): the
    array joined to more of itself."""
    if isinstance(stmt, AssignmentStmt) and len(stmt.lvalues) == 1:
        names = _names(stmt.lvalues[0])
        if names and _joins(stmt.rvalue, names[0]):
            return names[0]
    return None


def _joins(expr: Expression, var: Var) -> bool:
    """Whether `expr` joins `var`, whole, to something else (not `x[1:]`: a window that
    keeps its length)."""
    called = _public(expr)
    if not isinstance(expr, CallExpr) or called not in _JOINING or not expr.args:
        return False
    if expr.arg_names[0] is not None or expr.arg_kinds[0] != ARG_POS:
        return False
    first = expr.args[0]
    if called in ("jax.numpy.append", "numpy.append"):
        return _is_name(first, var) and len(expr.args) >= 2 and expr.arg_names[1] is None
    if not isinstance(first, ListExpr | TupleExpr) or len(first.items) < 2:
        return False
    return any(_is_name(item, var) for item in first.items)


def _nonempty_list(expr: Expression) -> bool:
    return isinstance(expr, ListExpr) and bool(expr.items)


def _assignments(stmt: Statement) -> list[tuple[Var, Expression]]:
    if isinstance(stmt, AssignmentStmt):
        return [(v, stmt.rvalue) for lvalue in stmt.lvalues for v in _bound(lvalue)]
    if isinstance(stmt, OperatorAssignmentStmt):
        return [(v, stmt.rvalue) for v in _names(stmt.lvalue)]
    if isinstance(stmt, ForStmt):
        return [(v, stmt.expr) for v in _bound(stmt.index)]
    return []


def _bound(target: Expression) -> list[Var]:
    if isinstance(target, TupleExpr | ListExpr):
        return [v for item in target.items for v in _bound(item)]
    return _names(target)


def _every(stmts: list[Statement], main: bool = False) -> list[Statement]:
    """The statements that run whenever `stmts` do: these, and those of `with` blocks in
    them (with `main`, of `if __name__ == "__main__":` too)."""
    found: list[Statement] = []
    for stmt in stmts:
        found.append(stmt)
        if isinstance(stmt, WithStmt):
            found.extend(_every(stmt.body.body, main))
        elif main and isinstance(stmt, IfStmt) and _is_main_test(stmt):
            found.extend(_every(stmt.body[0].body, main))
    return found


def _is_main_test(stmt: IfStmt) -> bool:
    test = stmt.expr[0] if len(stmt.expr) == 1 else None
    return (
        isinstance(test, ComparisonExpr)
        and test.operators == ["=="]
        and isinstance(test.operands[0], NameExpr)
        and test.operands[0].name == "__name__"
        and isinstance(test.operands[1], StrExpr)
        and test.operands[1].value == "__main__"
    )


def _all_statements(stmts: list[Statement]) -> list[Statement]:
    """These statements and those nested in their blocks (not in nested functions)."""
    found: list[Statement] = []
    for stmt in stmts:
        found.append(stmt)
        for block in _blocks(stmt):
            found.extend(_all_statements(block.body))
    return found


def _blocks(stmt: Statement) -> list[Block]:
    blocks: list[Block | None] = []
    if isinstance(stmt, IfStmt):
        blocks = [*stmt.body, stmt.else_body]
    elif isinstance(stmt, ForStmt | WhileStmt):
        blocks = [stmt.body, stmt.else_body]
    elif isinstance(stmt, WithStmt):
        blocks = [stmt.body]
    elif isinstance(stmt, TryStmt):
        blocks = [stmt.body, *stmt.handlers, stmt.else_body, stmt.finally_body]
    elif isinstance(stmt, MatchStmt):
        blocks = list(stmt.bodies)
    return [b for b in blocks if b is not None]


# Where a library defines what its public module exports (`np.arange` is
# `numpy._core.multiarray.arange` to mypy), by the public module's name.
_PUBLIC: Final = (
    ("jax.numpy.", "jax.numpy"),
    ("jax._src.numpy.", "jax.numpy"),
    ("jax.random.", "jax.random"),
    ("jax._src.random.", "jax.random"),
    ("numpy.", "numpy"),
)


def _public(expr: Expression) -> str | None:
    """The called function as its public module names it (`numpy.arange`)."""
    called = _called(expr)
    if called is None:
        return None
    for prefix, module in _PUBLIC:
        if called.startswith(prefix):
            return f"{module}.{called.rsplit('.', 1)[-1]}"
    return called


def _called(expr: Expression) -> str | None:
    if isinstance(expr, CallExpr) and isinstance(expr.callee, RefExpr):
        return expr.callee.fullname or None
    return None


def _int(expr: Expression) -> int | None:
    number = _number(expr)
    return number if isinstance(number, int) else None


def _number(expr: Expression) -> int | float | None:
    """A literal number written in the text."""
    if isinstance(expr, IntExpr | FloatExpr):
        return expr.value
    if (
        isinstance(expr, UnaryExpr)
        and expr.op == "-"
        and isinstance(expr.expr, IntExpr | FloatExpr)
    ):
        return -expr.expr.value
    return None


def _is_number(expr: Expression, value: int) -> bool:
    number = _number(expr)
    return isinstance(number, int | float) and number == value


def _is_name(expr: Expression, var: Var) -> bool:
    return isinstance(expr, NameExpr) and expr.node is var


def _mentions(expr: Expression, var: Var) -> bool:
    if _is_name(expr, var):
        return True
    if isinstance(expr, OpExpr):
        return _mentions(expr.left, var) or _mentions(expr.right, var)
    if isinstance(expr, UnaryExpr):
        return _mentions(expr.expr, var)
    if isinstance(expr, CallExpr):
        return any(_mentions(a, var) for a in expr.args)
    return False


def _mentions_any(expr: Expression, loops: list[Loop]) -> bool:
    """Whether `expr` may depend on what the loops change (then a slice's size may too)."""
    if isinstance(expr, NameExpr) and isinstance(expr.node, Var):
        node = expr.node
        return any(node in loop.varying or node in loop.assigned for loop in loops)
    if isinstance(expr, OpExpr):
        return _mentions_any(expr.left, loops) or _mentions_any(expr.right, loops)
    if isinstance(expr, UnaryExpr):
        return _mentions_any(expr.expr, loops)
    return not isinstance(expr, IntExpr | FloatExpr)
