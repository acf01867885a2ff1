import jax
import jax.numpy as jnp
import numpy as np


def softplus_loss(w, x):
    z = x @ w
    return np.log1p(np.exp(z)).sum()


x = np.linspace(-1.0, 1.0, 6).reshape(3, 2).astype(np.float32)
w = np.zeros(2, dtype=np.float32)
print(softplus_loss(w, x))
print(jax.grad(softplus_loss)(w, x))
