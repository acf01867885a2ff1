import jax
import jax.numpy as jnp
from jax import lax


def power_iteration(mat, n_iter, norm="l2"):
    def body(i, carry):
        v, how = carry
        v = mat @ v
        return v / jnp.linalg.norm(v), how

    v0 = jnp.ones(mat.shape[0]) / jnp.sqrt(mat.shape[0])
    v, _ = lax.fori_loop(0, n_iter, body, (v0, norm))
    return v @ mat @ v, v


a = jnp.array([[4.0, 1.0, 0.0], [1.0, 3.0, 1.0], [0.0, 1.0, 2.0]])
lam, vec = power_iteration(a, 50)
print("dominant eigenvalue:", float(lam))
print("reference:", float(jnp.linalg.eigvalsh(a)[-1]))
