from flax import nnx

from . import acts, util


class Stack(nnx.Module):
    def __init__(self, sizes, activation, use_norm, rngs):
        self.layers = nnx.List([nnx.Linear(a, b, rngs=rngs) for a, b in util.pairwise(sizes)])
        self.norms = nnx.List([nnx.LayerNorm(b, rngs=rngs) for _, b in util.pairwise(sizes)]) if use_norm else None
        self.act = activation
        self.use_norm = use_norm

    def __call__(self, x, final_act=True):
        n = len(self.layers)
        for i in range(n):
            x = self.layers[i](x)
            if self.use_norm and i < n - 1:
                x = self.norms[i](x)
            if final_act or i < n - 1:
                x = acts.get(self.act)(x)
        return x
