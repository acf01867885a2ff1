import functools
import itertools
import math

import jax
import jax.numpy as jnp

SHAPES = {"w1": (3, 12), "b1": (12,), "w2": (12, 1), "b2": (1,)}
is_shape = lambda s: isinstance(s, tuple)
_sizes = [math.prod(s) for s in jax.tree.leaves(SHAPES, is_leaf=is_shape)]
OFFSETS = jax.tree.unflatten(
    jax.tree.structure(SHAPES, is_leaf=is_shape), list(itertools.accumulate([0] + _sizes[:-1]))
)
NUM_PARAMS = sum(_sizes)


def unflatten(flat, shapes, offsets):
    def take(shape, offset):
        size = math.prod(shape)
        return flat[offset : offset + size].reshape(shape)

    return jax.tree.map(take, shapes, offsets, is_leaf=is_shape)


def mlp_loss(flat, x, y, shapes, offsets):
    p = unflatten(flat, shapes, offsets)
    h = jnp.tanh(x @ p["w1"] + p["b1"])
    return jnp.mean((h @ p["w2"] + p["b2"] - y) ** 2)


loss_fn = jax.jit(functools.partial(mlp_loss, shapes=SHAPES, offsets=OFFSETS))
grad_fn = jax.jit(jax.value_and_grad(loss_fn))

key = jax.random.PRNGKey(0)
x = jax.random.normal(key, (64, 3))
y = (x[:, :1] * x[:, 1:2]) - x[:, 2:]
flat = 0.3 * jax.random.normal(jax.random.PRNGKey(1), (NUM_PARAMS,))
for it in range(100):
    loss, g = grad_fn(flat, x, y)
    flat = flat - 0.1 * g
print(NUM_PARAMS, float(loss))
