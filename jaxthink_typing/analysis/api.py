"""The JAX API model, looked up by the fullnames mypy resolves (private paths included)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import ClassVar

from mypy.nodes import MypyFile

from jaxthink_typing.analysis import fullnames as fn
from jaxthink_typing.analysis.model import ApiModel, FunctionModel
from jaxthink_typing.mypy_glue import resolved_name

# What a table was built from: each source module's tree and its number of names. When the
# engine runs, a module is either not analysed yet (no names) or analysed whole, so this
# tells a table built before a module was analysed, or from a tree mypy replaced (a daemon
# parses an edited module anew). The sources are jax's public modules and those a user's
# model file names.
_Stamp = tuple[tuple[MypyFile | None, int], ...]


class ApiIndex:
    """Finds the model entry of a callee, whether mypy names it publicly or privately.

    `jax.lax.reshape` is defined in `jax._src.lax.lax`; the index asks mypy's symbol table
    of each modelled public module what its names resolve to. The tables are kept while
    the trees they were read from stay the same, so one index serves a whole run
    (`ApiIndex.shared`).
    """

    _last: ClassVar[ApiIndex | None] = None

    def __init__(self, model: ApiModel, modules: Mapping[str, MypyFile]) -> None:
        self.model = model
        self._modules = modules
        self._model_modules = sorted({name.rpartition(".")[0] for name in model.functions})
        self._private: dict[str, FunctionModel] | None = None
        self._exported: frozenset[str] | None = None
        self._stamps: tuple[_Stamp, _Stamp] | None = None

    @classmethod
    def shared(cls, model: ApiModel, modules: Mapping[str, MypyFile]) -> ApiIndex:
        """The index of the last call with the same model and build, or a new one; its
        tables are dropped if a module they were read from changed since."""
        last = cls._last
        if last is None or last.model is not model or last._modules is not modules:
            last = cls._last = cls(model, modules)
        stamps = (last._stamp(PUBLIC_OP_MODULES), last._stamp(last._model_modules))
        # Trees compare by identity: a replaced tree is a new table's source.
        if last._stamps is not None and last._stamps[0] != stamps[0]:
            last._exported = None
        if last._stamps is not None and last._stamps[1] != stamps[1]:
            last._private = None
        last._stamps = stamps
        return last

    def is_public_op(self, fullname: str) -> bool | None:
        """Whether a public JAX module (jax.lax, jax.random, ...) exports `fullname`.

        None when none of those modules is loaded, so the answer is not known.
        """
        if self._exported is None:
            names: set[str] = set()
            for module in PUBLIC_OP_MODULES:
                tree = self._modules.get(module)
                for name, symbol in tree.names.items() if tree is not None else ():
                    target = resolved_name(module, name, symbol) if symbol.module_public else None
                    if target:
                        names.add(target)
            self._exported = frozenset(names)
        if not self._exported:
            return None
        return fullname in self._exported

    def is_jax_op(self, fullname: str) -> bool:
        """Whether a call of `fullname` runs a jax operation: a public function of jax's
        numerical modules (`lax._ndim`, or a helper no public module exports, may return
        anything). Unknown when no public module is loaded: then the name decides."""
        name = fullname.rsplit(".", 1)[-1]
        if not fullname.startswith(fn.JAX_OP_PREFIXES) or name.startswith("_"):
            return False
        return self.is_public_op(fullname) is not False

    def module(self, name: str) -> MypyFile | None:
        """mypy's tree of a module of the build."""
        return self._modules.get(name)

    def lookup(self, fullname: str) -> FunctionModel | None:
        found = self.model.get(fullname)
        if found is not None:
            return found
        return self._private_names().get(fullname)

    def method(self, name: str) -> FunctionModel | None:
        """A `jax.Array` method."""
        return self.model.get(f"jax.Array.{name}")

    def _private_names(self) -> dict[str, FunctionModel]:
        if self._private is None:
            private: dict[str, FunctionModel] = {}
            for fullname, entry in self.model.functions.items():
                module, _, name = fullname.rpartition(".")
                tree = self._modules.get(module)
                symbol = tree.names.get(name) if tree is not None else None
                target = resolved_name(module, name, symbol) if symbol is not None else None
                if target and target != fullname:
                    private.setdefault(target, entry)
            self._private = private
        return self._private

    def _stamp(self, names: Iterable[str]) -> _Stamp:
        trees = (self._modules.get(name) for name in names)
        return tuple((tree, len(tree.names) if tree is not None else 0) for tree in trees)


EMPTY_MODEL = ApiModel(functions={}, problems=[])
# Modules whose public functions stage their results inside a trace.
PUBLIC_OP_MODULES = (
    "jax.numpy",
    "jax.numpy.linalg",
    "jax.numpy.fft",
    "jax.lax",
    "jax.random",
    "jax.nn",
    "jax.nn.initializers",
    "jax.scipy.special",
    "jax.scipy.linalg",
    "jax.scipy.stats",
    "jax.scipy.signal",
    "jax.image",
    "jax.ops",
)
