"""`eqx.filter_pmap` traces every array argument, the broadcast (`in_axes=None`) weights
too: a Python `if` on the loss fails."""

import equinox as eqx
import jax
import jax.numpy as jnp


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@eqx.filter_pmap(in_axes=(None, 0, 0), axis_name="devices")
def train_step(w, x, y):
    loss, grad = jax.value_and_grad(loss_fn)(w, x, y)
    grad = jax.lax.pmean(grad, "devices")
    if jnp.isnan(loss):  # E: jax-traced-bool
        return w
    return w - 0.1 * grad


n = jax.local_device_count()
train_step(jnp.zeros(3), jnp.ones((n, 8, 3)), jnp.ones((n, 8)))
