"""The JAX API model, looked up by the fullnames mypy resolves (private paths included)."""

from __future__ import annotations

from collections.abc import Mapping

from mypy.nodes import MypyFile

from jaxthink_typing.analysis.model import ApiModel, FunctionModel


class ApiIndex:
    """Finds the model entry of a callee, whether mypy names it publicly or privately.

    `jax.lax.reshape` is defined in `jax._src.lax.lax`; the index asks mypy's symbol table
    of each modelled public module what its names resolve to, once.
    """

    def __init__(self, model: ApiModel, modules: Mapping[str, MypyFile]) -> None:
        self.model = model
        self._modules = modules
        self._private: dict[str, FunctionModel] | None = None
        self._exported: frozenset[str] | None = None

    def is_public_op(self, fullname: str) -> bool | None:
        """Whether a public JAX module (jax.lax, jax.random, ...) exports `fullname`.

        None when none of those modules is loaded, so the answer is not known.
        """
        if self._exported is None:
            names: set[str] = set()
            for module in PUBLIC_OP_MODULES:
                tree = self._modules.get(module)
                for symbol in tree.names.values() if tree is not None else ():
                    if symbol.node is not None and symbol.module_public:
                        names.add(symbol.node.fullname)
            self._exported = frozenset(names)
        if not self._exported:
            return None
        return fullname in self._exported

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
            self._private = {}
            for fullname, entry in self.model.functions.items():
                module, _, name = fullname.rpartition(".")
                tree = self._modules.get(module)
                symbol = tree.names.get(name) if tree is not None else None
                target = symbol.node.fullname if symbol is not None and symbol.node else None
                if target and target != fullname:
                    self._private.setdefault(target, entry)
        return self._private


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
