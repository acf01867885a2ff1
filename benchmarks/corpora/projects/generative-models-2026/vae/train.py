import functools

import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from .annealing import kl_weight
from .losses import bernoulli_nll, gaussian_kl


def create_state(model, key, lr=3e-3):
    x = jnp.zeros((1, model.data_dim))
    params = jax.jit(model.init)({"params": key}, x)["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params,
                                         tx=optax.adam(lr))


@functools.partial(jax.jit, static_argnames=("warmup_steps",))
def train_step(state, batch, key, warmup_steps):
    k_lat, k_drop = jax.random.split(key)
    beta = kl_weight(state.step, warmup_steps)

    def loss_fn(params):
        logits, mean, logvar = state.apply_fn(
            {"params": params}, batch, train=True,
            rngs={"latent": k_lat, "dropout": k_drop})
        rec = bernoulli_nll(logits, batch).mean()
        kl = gaussian_kl(mean, logvar).mean()
        return rec + beta * kl, (rec, kl)

    (loss, (rec, kl)), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=grads)
    return state, {"loss": loss, "rec": rec, "kl": kl, "beta": beta}


def fit(state, data, key, epochs=4, batch_size=64, warmup_steps=50):
    n = data.shape[0]
    history = []
    for epoch in range(epochs):
        key, k_perm = jax.random.split(key)
        perm = jax.random.permutation(k_perm, n)
        for start in range(0, n - batch_size + 1, batch_size):
            key, k_step = jax.random.split(key)
            batch = data[perm[start:start + batch_size]]
            state, metrics = train_step(state, batch, k_step, warmup_steps)
        history.append(jax.device_get(metrics))
    return state, history
