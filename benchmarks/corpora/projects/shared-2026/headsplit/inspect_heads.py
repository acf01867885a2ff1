import functools

import jax
import jax.numpy as jnp

from . import attention, blocks, ops, shapes, train


@functools.partial(jax.jit, static_argnums=(2,))
def per_head_entropy(params, x, n_heads):
    probs = attention.scores(params, x, n_heads)
    return jnp.mean(ops.entropy(probs), axis=(0, 2))


@functools.partial(jax.jit, static_argnames=("n_heads",))
def roundtrip_error(x, n_heads):
    back = blocks.merge_heads(blocks.split_heads(x, n_heads))
    return jnp.max(jnp.abs(back - x))


@functools.partial(jax.jit, static_argnames=("n_heads", "repeats"))
def repeated_steps(params, opt_state, x, y, n_heads, repeats=2):
    for _ in range(repeats):
        params, opt_state, loss = train.step(params, opt_state, x, y, n_heads=n_heads)
    return params, opt_state, loss


def head_dims(dim, options=(1, 2, 4, 8)):
    return {h: shapes.head_dim(dim, h) for h in options if dim % h == 0}
