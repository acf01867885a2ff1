import functools

import jax
import jax.numpy as jnp
import optax

from . import evaluate, models


def toy_data(key, n, d):
    kx, kn = jax.random.split(key)
    x = jax.random.normal(kx, (n, d))
    y = jnp.sin(x[:, 0]) * jnp.cos(x[:, 1]) + 0.1 * jax.random.normal(kn, (n,))
    return x, y


@functools.partial(jax.jit, static_argnames=("tx", "dims", "act"))
def train_step(params, opt_state, x, y, tx, dims, act):
    def loss_fn(p):
        return jnp.mean((models.apply(p, x, dims, act) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def run_one(spec):
    key = jax.random.PRNGKey(spec["seed"])
    kd, kp = jax.random.split(key)
    x, y = toy_data(kd, spec["n"], spec["dims"][0])
    params = models.init(kp, spec["dims"])
    tx = optax.adam(spec["lr"])
    opt_state = tx.init(params)
    dims = tuple(spec["dims"])
    for _ in range(spec["steps"]):
        params, opt_state, loss = train_step(params, opt_state, x, y, tx, dims, spec["act"])
    return {"train_loss": round(float(loss), 5), **evaluate.metrics(params, x, y, spec)}
