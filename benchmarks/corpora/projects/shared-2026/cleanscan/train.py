import functools

import jax

from . import losses


@functools.partial(jax.jit, static_argnames=("inner", "lr"))
def step(params, xs, ys, reset_every, inner, lr):
    loss, grads = jax.value_and_grad(losses.seq_loss)(params, xs, ys, inner, reset_every)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss


@functools.partial(jax.jit, static_argnames=("inner", "lr", "n"))
def train_n(params, xs, ys, reset_every, inner, lr, n):
    def body(i, carry):
        p, _ = carry
        return step(p, xs, ys, reset_every, inner=inner, lr=lr)

    return jax.lax.fori_loop(0, n, body, (params, 0.0))
