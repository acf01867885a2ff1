"""Malformed `Static`/`Traced` annotations: a report instead of a silent `Any`."""

from __future__ import annotations

from mypy.nodes import FuncDef, MypyFile
from mypy.types import UnboundType

from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.rules import static_arg
from jaxthink_typing.analysis.signatures import STATIC_ALIAS, TRACED_ALIAS

_MARKS = {STATIC_ALIAS: "Static", TRACED_ALIAS: "Traced"}


def check_annotations(ctx: Context, functions: list[FuncDef]) -> None:
    """Report `Static`/`Traced` written without exactly one type argument."""
    for func in functions:
        annotations = [arg.type_annotation for arg in func.arguments]
        unanalyzed = func.unanalyzed_type
        returns = getattr(unanalyzed, "ret_type", None)
        for annotation in [*annotations, returns]:
            if not isinstance(annotation, UnboundType):
                continue
            mark = _mark_name(ctx.tree, annotation.name)
            if mark is not None and len(annotation.args) != 1:
                static_arg.mark_arity(ctx, annotation, mark, len(annotation.args))


def _mark_name(tree: MypyFile, name: str) -> str | None:
    """Which mark a written name refers to in `tree` (`Static`, `jt.Static`, ...)."""
    head, _, rest = name.partition(".")
    symbol = tree.names.get(head)
    if symbol is None or symbol.node is None:
        return None
    fullname = symbol.node.fullname
    if rest:
        fullname = f"{fullname}.{rest}"
    if fullname in _MARKS:
        return _MARKS[fullname]
    if fullname == "jaxthink_typing.Static":
        return "Static"
    if fullname == "jaxthink_typing.Traced":
        return "Traced"
    return None
