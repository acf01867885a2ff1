"""Apply an exponential (Ornstein-Uhlenbeck) kernel to a vector via a scan."""
import jax
import jax.numpy as jnp
import numpy as np


def lagged_inputs(X):
    # previous coordinate for every point, first point repeated
    return np.append(X[0], X[:-1])


@jax.jit
def matmul_ou(X, y, scale):
    X_prev = lagged_inputs(X)
    decay = jnp.exp(-(X - X_prev) / scale)

    def forward(carry, inputs):
        a, yi = inputs
        carry = a * carry + yi
        return carry, carry

    _, out = jax.lax.scan(forward, 0.0, (decay, y))
    return out


X = jnp.sort(jax.random.uniform(jax.random.PRNGKey(0), (8,)) * 5.0)
y = jnp.ones(8)
print(matmul_ou(X, y, 1.5))
