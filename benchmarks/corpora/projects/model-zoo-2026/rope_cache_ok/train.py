import functools

import jax
import optax


def init_params(model, rng, example):
    return jax.jit(model.init)(rng, example)["params"]


def mse(params, apply_fn, x, y):
    pred = apply_fn({"params": params}, x)[..., 0]
    return ((pred - y) ** 2).mean()


@functools.partial(jax.jit, static_argnames=("apply_fn", "tx"))
def train_step(params, opt_state, x, y, apply_fn, tx):
    loss, grads = jax.value_and_grad(mse)(params, apply_fn, x, y)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def regression_batch(key, batch, length, features):
    x = jax.random.normal(key, (batch, length, features))
    y = x[..., 0].cumsum(axis=-1)[:, -1] / length
    return x, y
