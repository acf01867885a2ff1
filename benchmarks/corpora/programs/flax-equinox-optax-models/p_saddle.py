"""Equinox regressor trained on targets with missing entries."""

import equinox as eqx
import jax
import jax.numpy as jnp
import optax


def masked_mse(pred, target):
    observed = ~jnp.isnan(target)
    err = pred[observed] - target[observed]
    return jnp.mean(err**2)


@eqx.filter_value_and_grad
def loss_fn(model, x, y):
    pred = jax.vmap(model)(x)
    return masked_mse(pred, y)


@eqx.filter_jit
def step(model, opt_state, x, y):
    loss, grads = loss_fn(model, x, y)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


model = eqx.nn.MLP(4, 2, width_size=16, depth=2, key=jax.random.key(0))
optim = optax.sgd(1e-2)
opt_state = optim.init(eqx.filter(model, eqx.is_inexact_array))
x = jax.random.normal(jax.random.key(1), (12, 4))
y = jnp.stack([x[:, 0], x[:, 1] - x[:, 2]], axis=-1)
y = y.at[::3, 1].set(jnp.nan)
for _ in range(3):
    model, opt_state, loss = step(model, opt_state, x, y)
print(float(loss))
