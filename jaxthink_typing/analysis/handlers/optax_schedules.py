"""optax optimizers made with learning-rate schedules.

`optax.adamw(learning_rate=schedule)` keeps `schedule`, and the optimizer's `update`
calls it with the step count, which optax keeps in the optimizer state as an array: a
tracer inside a jitted step. So a schedule written with Python control flow on the step
(`if step < warmup:`) fails there, and not when the same update runs eagerly.
"""

from __future__ import annotations

from mypy.nodes import CallExpr

from jaxthink_typing.analysis import fullnames as fn
from jaxthink_typing.analysis.callables import Arg, FunctionValue, OptaxSchedules
from jaxthink_typing.analysis.interpreter.frame import Frame
from jaxthink_typing.analysis.kinds import UNKNOWN, Kind, Origin, PyType, Value
from jaxthink_typing.analysis.transforms import Level


def made(fullname: str, args: list[Arg]) -> Value:
    """An optax call: an optimizer holding the schedules it was given (as its learning
    rate, or inside the optimizers it chains), else unknown."""
    found: list[FunctionValue] = []
    short = fullname.rsplit(".", 1)[-1]
    for index, arg in enumerate(args):
        func = arg.value.func
        if isinstance(func, OptaxSchedules):
            found.extend(func.schedules)
        elif isinstance(func, FunctionValue) and short in fn.OPTAX_SCHEDULED:
            rate = arg.name == "learning_rate" or (arg.name is None and index == 0)
            if rate:
                found.append(func)
    return Value(Kind.STATIC, func=OptaxSchedules(tuple(found))) if found else UNKNOWN


def update(frame: Frame, optimizer: OptaxSchedules, expr: CallExpr) -> Value:
    """`optimizer.update(...)`: inside a trace, each schedule runs on a traced count."""
    if frame.level is not Level.ABSTRACT:
        return UNKNOWN  # eagerly (or under grad alone) the count is a concrete array
    count = Value(
        Kind.TRACED,
        Origin("the step count optax passes to a learning-rate schedule, a tracer here"),
        PyType.ARRAY,
    )
    for schedule in optimizer.schedules:
        frame.functions.call(schedule, [Arg(count, None, False, expr)], expr, frame)
    return UNKNOWN
