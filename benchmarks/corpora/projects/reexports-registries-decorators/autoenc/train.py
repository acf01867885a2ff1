"""Optimization loop."""

import equinox as eqx
import jax
import jax.numpy as jnp
import optax


def loss_fn(model, x):
    recon = jax.vmap(model)(x)
    return jnp.mean((recon - x) ** 2)


def make_step(optimizer):
    @eqx.filter_jit
    def step(model, opt_state, x):
        loss, grads = eqx.filter_value_and_grad(loss_fn)(model, x)
        updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
        model = eqx.apply_updates(model, updates)
        return model, opt_state, loss

    return step


def fit(model, x, steps=60, learning_rate=3e-3):
    optimizer = optax.adam(learning_rate)
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    step = make_step(optimizer)
    for i in range(steps):
        model, opt_state, loss = step(model, opt_state, x)
        if i % 20 == 0:
            print(f"step {i:3d}  loss {float(loss):.4f}")
    return model
