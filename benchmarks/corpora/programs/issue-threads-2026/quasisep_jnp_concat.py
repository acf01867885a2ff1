"""Apply an exponential (Ornstein-Uhlenbeck) kernel to a vector via a scan."""
import jax
import jax.numpy as jnp
import numpy as np


def lagged_inputs(X):
    # previous coordinate for every point, first point repeated
    return jnp.concatenate([X[:1], X[:-1]])


@jax.jit
def matmul_ou(X, y, scale):
    if X.ndim != 1:
        raise ValueError(f"expected 1-D inputs, got shape {X.shape}")
    decay = jnp.exp(-(X - lagged_inputs(X)) / scale)

    def forward(carry, inputs):
        a, yi = inputs
        carry = a * carry + yi
        return carry, carry

    _, out = jax.lax.scan(forward, 0.0, (decay, y))
    return out


X = jnp.sort(jax.random.uniform(jax.random.PRNGKey(0), (8,)) * 5.0)
y = jnp.ones(8)
out = np.asarray(matmul_ou(X, y, 1.5))
dense = np.exp(-np.abs(np.subtract.outer(np.asarray(X), np.asarray(X))) / 1.5)
print(out)
print("matches dense lower-triangular product:", np.allclose(out, np.tril(dense) @ np.ones(8), atol=1e-4))
