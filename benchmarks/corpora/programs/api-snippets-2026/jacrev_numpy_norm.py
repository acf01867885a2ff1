import jax
import jax.numpy as jnp
import numpy as np


def normalize(v):
    n = np.linalg.norm(v)
    return v / (n + 1e-8)


def projected(v, basis):
    u = normalize(v)
    return basis @ u


basis = jnp.array([[1.0, 0.0, 0.0], [0.0, 1.0, 1.0]])
v = jnp.array([3.0, 4.0, 0.0])
print(projected(v, basis))
print(np.round(np.asarray(basis).T @ np.asarray(basis), 2))
J = jax.jacrev(projected)(v, basis)
print(J)
print(J.shape)
