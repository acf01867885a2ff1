"""What reach.py decided in one process, for the next analyses to reuse.

Only closures that lie wholly in loaded modules (not the module being checked) are kept,
each with the modules it read, as bits above `MODULE_SHIFT`: a module that changed since,
or a module mypy loaded since, makes the loader empty the cache, and reach.py loads each
module a kept answer read before trusting it. Light, so that the follow store can hold
one without loading the engine.
"""

from __future__ import annotations

MODULE_SHIFT = 16  # closure bits below, one bit per module read above


class ReachCache:
    """Closure bits by reach.py's key, and the numbering of the modules they read."""

    def __init__(self) -> None:
        self.bits: dict[tuple[str, str], int] = {}
        self.generation = 0  # counts the times it was emptied
        self.program_size = 0  # how many modules mypy had loaded when it was filled
        self._modules: list[str] = []
        self._index: dict[str, int] = {}

    def clear(self) -> None:
        self.bits.clear()
        self.generation += 1

    def module_bit(self, module: str) -> int:
        index = self._index.get(module)
        if index is None:
            index = self._index[module] = len(self._modules)
            self._modules.append(module)
        return 1 << (MODULE_SHIFT + index)

    def modules_in(self, bits: int) -> list[str]:
        """The modules whose bits `bits` holds."""
        found = []
        mask = bits >> MODULE_SHIFT
        while mask:
            low = mask & -mask
            found.append(self._modules[low.bit_length() - 1])
            mask ^= low
        return found
