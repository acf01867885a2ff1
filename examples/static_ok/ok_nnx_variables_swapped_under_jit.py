"""Two parameters of an nnx Module swapped inside `nnx.jit`: the Variables themselves move
between the attributes, and nnx.jit carries the change back to the caller's module; no
tracer is left on a plain attribute."""

from flax import nnx


class Pair(nnx.Module):
    def __init__(self):
        self.first = nnx.Param(1.0)
        self.second = nnx.Param(2.0)


@nnx.jit
def swap(pair):
    pair.first, pair.second = pair.second, pair.first


pair = Pair()
first, second = pair.first, pair.second
swap(pair)
assert pair.first is second and pair.second is first
swap(pair)
assert float(pair.first[...]) == 1.0
