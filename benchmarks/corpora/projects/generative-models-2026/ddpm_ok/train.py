import functools

import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


def create_state(model, key, data_dim, lr=2e-3):
    x = jnp.zeros((1, data_dim))
    t = jnp.zeros((1,), jnp.int32)
    params = jax.jit(model.init)(key, x, t)["params"]
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(lr))
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)


def diffusion_loss(params, apply_fn, schedule, x0, key):
    k_t, k_n = jax.random.split(key)
    t = jax.random.randint(k_t, (x0.shape[0],), 0, schedule.num_steps)
    noise = jax.random.normal(k_n, x0.shape)
    x_t = schedule.q_sample(x0, t, noise)
    eps = apply_fn({"params": params}, x_t, t)
    return jnp.mean((eps - noise) ** 2)


def make_train_step(schedule):
    @jax.jit
    def train_step(state, batch, key):
        loss_fn = functools.partial(diffusion_loss, apply_fn=state.apply_fn,
                                    schedule=schedule, x0=batch, key=key)
        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss
    return train_step


def fit(state, schedule, data, key, steps=200, batch_size=128):
    train_step = make_train_step(schedule)
    n = data.shape[0]
    losses = []
    for step in range(steps):
        key, k_idx, k_step = jax.random.split(key, 3)
        idx = jax.random.randint(k_idx, (batch_size,), 0, n)
        state, loss = train_step(state, data[idx], k_step)
        losses.append(loss)
    return state, jnp.stack(losses)
