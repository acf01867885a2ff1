import jax
import jax.numpy as jnp
from jax import lax


def power_iteration(mat, n_iter, norm="l2"):
    ord_ = {"l2": 2, "max": jnp.inf}[norm]

    def body(i, v):
        v = mat @ v
        return v / jnp.linalg.norm(v, ord=ord_)

    v0 = jnp.ones(mat.shape[0]) / jnp.sqrt(mat.shape[0])
    v = lax.fori_loop(0, n_iter, body, v0)
    v = v / jnp.linalg.norm(v)
    return v @ mat @ v, v


a = jnp.array([[4.0, 1.0, 0.0], [1.0, 3.0, 1.0], [0.0, 1.0, 2.0]])
lam, vec = power_iteration(a, 50)
print("dominant eigenvalue:", float(lam))
print("reference:", float(jnp.linalg.eigvalsh(a)[-1]))
