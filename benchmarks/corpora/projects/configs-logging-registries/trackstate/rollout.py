"""Unrolling the cell and the compiled update."""

import functools

import jax
import jax.numpy as jnp


def unroll(cell, params, xs, resets):
    h0 = jnp.zeros((xs.shape[1], cell.n_hidden))
    _, outputs = jax.lax.scan(functools.partial(cell.step, params), h0, (xs, resets))
    return outputs


def make_step(cell, tracker, lr):
    def loss(params, xs, resets, targets):
        return jnp.mean((unroll(cell, params, xs, resets) - targets) ** 2)

    @jax.jit
    def step(params, stats, xs, resets, targets):
        value, grads = jax.value_and_grad(loss)(params, xs, resets, targets)
        stats = tracker.update(stats, value)
        params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
        return params, stats

    return step
