import functools

import jax
import jax.numpy as jnp

from . import objective


@functools.partial(jax.jit, static_argnames=("n_steps",))
def fit(q, key, x, y, hp, n_steps):
    grad_fn = jax.value_and_grad(objective.neg_elbo)

    def body(i, carry):
        q, _ = carry
        loss, g = grad_fn(q, jax.random.fold_in(key, i), x, y, hp)
        q = jax.tree_util.tree_map(lambda p, gi: p - hp.lr * gi / x.shape[0], q, g)
        return q, loss

    return jax.lax.fori_loop(0, n_steps, body, (q, jnp.zeros(())))


def init_q(dim):
    return {"mu": jnp.zeros(dim), "log_sigma": jnp.full(dim, -1.0)}
