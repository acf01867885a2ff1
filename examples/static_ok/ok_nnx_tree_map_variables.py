"""A hand-written optimizer over nnx Variables, reached through jax.tree.map with an
`is_leaf` that stops at Variables: `v[...] = ...` is nnx's own in-place update."""

import jax
import jax.numpy as jnp
from flax import nnx


class Linear(nnx.Module):
    def __init__(self, rngs):
        self.w = nnx.Param(jax.random.normal(rngs.params(), (3, 2)))

    def __call__(self, x):
        return x @ self.w[...]


@nnx.jit
def sgd_step(model, x, lr):
    grads = nnx.grad(lambda m: jnp.mean(m(x) ** 2))(model)
    params = nnx.state(model, nnx.Param)

    def apply(p, g):
        p[...] = p[...] - lr * g[...]

    jax.tree.map(apply, params, grads, is_leaf=lambda v: isinstance(v, nnx.Variable))


model = Linear(nnx.Rngs(0))
sgd_step(model, jnp.ones((4, 3)), 0.1)
