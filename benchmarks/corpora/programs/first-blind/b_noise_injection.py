"""Data augmentation that appends a variable number of noisy copies."""

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("sigma",))
def augment(key, x, n_copies, sigma=0.1):
    noise = sigma * jax.random.normal(key, (n_copies, x.shape[0]))
    return jnp.concatenate([x[None, :], x[None, :] + noise], axis=0)


def make_dataset(key, x, n_copies):
    keys = jax.random.split(key, 2)
    a = augment(keys[0], x, n_copies)
    b = augment(keys[1], x * 2, n_copies)
    return jnp.concatenate([a, b])


if __name__ == "__main__":
    x = jnp.linspace(0.0, 1.0, 6)
    data = make_dataset(jax.random.PRNGKey(0), x, 3)
    print(data.shape)
