"""argparse: the options of a parser that give lists.

`parser.add_argument("--widths", nargs="+", default=[64, 64])` makes `args.widths` a list
whatever the command line says (the default is one, and so is every value given), and a
list given to a static argument is unhashable: jit rejects it at the call. Only such
options are recorded; every other attribute of the namespace stays unknown.
"""

from __future__ import annotations

from typing import Final

from mypy.nodes import Decorator, TypeInfo
from mypy.types import CallableType, Instance, Overloaded, ProperType, get_proper_type

from jaxthink_typing.analysis.callables import Arg
from jaxthink_typing.analysis.kinds import Kind, Origin, PyType, Value

_PARSER: Final = "argparse.ArgumentParser"
_LIST_NARGS: Final = ("+", "*")
_LIST_ACTIONS: Final = ("append", "extend")


def is_parser(cls: TypeInfo) -> bool:
    return cls.has_base(_PARSER)


def with_option(parser: Value, args: list[Arg]) -> Value:
    """The parser after `add_argument(*args)`: the option recorded if it gives a list."""
    if any(a.star for a in args):
        return parser
    given = [a.value.const for a in args if a.name is None]
    strings = [c[0] for c in given if c is not None and isinstance(c[0], str)]
    if len(strings) != len(given):
        return parser  # an option string the engine cannot read
    named = {a.name: a.value for a in args if a.name is not None}
    dest = _dest(strings, named)
    if dest is None or not _gives_list(strings, named):
        return parser
    shown = "--" + dest.replace("_", "-") if any(f.startswith("-") for f in strings) else dest
    origin = Origin(f'"{dest}" of the parsed arguments, a list (option "{shown}")')
    option = Value(Kind.STATIC, origin, PyType.LIST)
    fields = (*((n, v) for n, v in parser.fields if n != dest), (dest, option))
    return Value(parser.kind, parser.origin, parser.pytype, cls=parser.cls, fields=fields)


def namespace(parser: Value) -> Value:
    """What `parser.parse_args()` gives: a Namespace holding the recorded options."""
    cls = _namespace_class(parser.cls) if parser.cls is not None else None
    if cls is None or not parser.fields:
        return Value(Kind.UNKNOWN, cls=cls)
    return Value(Kind.UNKNOWN, cls=cls, fields=parser.fields)


def _dest(flags: list[str], named: dict[str, Value]) -> str | None:
    """Where argparse stores the option: `dest=`, else the first long option string (or
    the first one) without its dashes, inner dashes made underscores."""
    given = named.get("dest")
    if given is not None:
        name = given.const[0] if given.const is not None else None
        return name if isinstance(name, str) else None
    if not flags:
        return None
    chosen = next((f for f in flags if f.startswith("--")), flags[0])
    return chosen.lstrip("-").replace("-", "_") or None


def _gives_list(flags: list[str], named: dict[str, Value]) -> bool:
    """A list whether or not the option is given: a list-making `nargs` or `action`, and
    a list default (or none needed: a required option, a positional argument)."""
    nargs = named.get("nargs")
    action = named.get("action")
    listing = (nargs is not None and nargs.const is not None and nargs.const[0] in _LIST_NARGS) or (
        action is not None and action.const is not None and action.const[0] in _LIST_ACTIONS
    )
    if not listing:
        return False
    positional = all(not f.startswith("-") for f in flags)
    required = named.get("required")
    if positional or (required is not None and required.const == (True,)):
        return nargs is not None and nargs.const == ("+",)
    default = named.get("default")
    return default is not None and default.pytype is PyType.LIST


def _namespace_class(parser: TypeInfo) -> TypeInfo | None:
    """argparse.Namespace, as typeshed's `parse_args` returns it."""
    found = parser.get_method("parse_args")
    method = found.func if isinstance(found, Decorator) else found
    signature: ProperType | None = method.type if method is not None else None
    items: list[ProperType | None] = [signature]
    if isinstance(signature, Overloaded):
        items = list(signature.items)
    for item in items:
        if isinstance(item, CallableType):
            result = get_proper_type(item.ret_type)
            if isinstance(result, Instance) and result.type.fullname == "argparse.Namespace":
                return result.type
    return None
