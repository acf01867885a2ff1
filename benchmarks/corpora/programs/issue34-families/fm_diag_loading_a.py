import jax
import jax.numpy as jnp


@jax.jit
def regularized_solve(a, b, lam):
    rows, cols = jnp.diag_indices_from(a)
    a_reg = a.at[rows, cols].add(lam)
    return jnp.linalg.solve(a_reg, b)


def ridge_path(x, y, lams):
    gram = x.T @ x
    rhs = x.T @ y
    return jnp.stack([regularized_solve(gram, rhs, lam) for lam in lams])


key = jax.random.key(11)
x = jax.random.normal(key, (40, 5))
y = x @ jnp.arange(1.0, 6.0) + 0.1
coefs = ridge_path(x, y, [0.0, 0.1, 1.0, 10.0])
print("coefficient norms:", jnp.linalg.norm(coefs, axis=1))
