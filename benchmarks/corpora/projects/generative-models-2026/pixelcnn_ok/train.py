import functools
import math

import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


def create_state(model, key, image_shape, lr=3e-3):
    params = jax.jit(model.init)(key, jnp.zeros((1,) + image_shape))["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params,
                                         tx=optax.adam(lr))


def bits_per_dim(logits, batch):
    labels = batch[..., 0].astype(jnp.int32)
    ce = optax.softmax_cross_entropy_with_integer_labels(logits, labels)
    return ce.mean() / math.log(2.0)


@functools.partial(jax.jit, static_argnames=("train",))
def loss_on_batch(state, batch, rng, train):
    logits = state.apply_fn({"params": state.params}, batch, train=train,
                            rngs={"dropout": rng})
    return bits_per_dim(logits, batch)


@jax.jit
def train_step(state, batch, rng):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, batch, train=True,
                                rngs={"dropout": rng})
        return bits_per_dim(logits, batch)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def fit(state, data, key, epochs=3, batch_size=64):
    n = data.shape[0]
    for epoch in range(epochs):
        key, k_perm = jax.random.split(key)
        perm = jax.random.permutation(k_perm, n)
        for start in range(0, n - batch_size + 1, batch_size):
            key, k_drop = jax.random.split(key)
            state, loss = train_step(state, data[perm[start:start + batch_size]], k_drop)
        print(f"epoch {epoch}: train bits/dim={float(loss):.3f}")
    return state
