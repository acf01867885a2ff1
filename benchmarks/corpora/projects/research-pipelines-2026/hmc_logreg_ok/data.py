import jax
import jax.numpy as jnp


def make_dataset(key, num_data, dim):
    k_w, k_x, k_y = jax.random.split(key, 3)
    w_true = jax.random.normal(k_w, (dim,))
    X = jax.random.normal(k_x, (num_data, dim))
    logits = X @ w_true
    y = jax.random.bernoulli(k_y, jax.nn.sigmoid(logits)).astype(jnp.float32)
    return {"X": X, "y": y}, w_true
