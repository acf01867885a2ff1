import functools

import jax
import jax.numpy as jnp

from . import cell, loops, resets, rnn, train


@functools.partial(jax.jit, static_argnames=("inner",))
def hidden_norms(params, xs, reset_every, inner):
    hs = jax.vmap(lambda x: rnn.unroll(params, x, inner, reset_every))(xs)
    return jnp.linalg.norm(hs, axis=-1).mean(0)


@functools.partial(jax.jit, static_argnames=("inner", "lr"))
def step_pair(params, xs, ys, reset_every, inner, lr):
    params, first = train.step(params, xs, ys, reset_every, inner=inner, lr=lr)
    params, second = train.step(params, xs, ys, reset_every, inner=inner, lr=lr)
    return params, first - second


@jax.jit
def masked_reset(h, t, every):
    return resets.reset_if(t, every, h)


def inner_sweep(params, x, counts=(0, 1, 3)):
    h = jnp.zeros(params["wh"].shape[0])
    return {n: float(jnp.abs(cell.update(params, h, x, n)).sum()) for n in counts}


def eager_settle(params, h, n):
    return loops.repeat(lambda v: jnp.tanh(v @ params["wh"]), h, n)
