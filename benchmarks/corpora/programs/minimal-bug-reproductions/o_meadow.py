import jax
import jax.numpy as jnp


@jax.jit
def ridge_solve(features, targets, reg, dim):
    gram = features.T @ features + reg * jnp.eye(dim)
    rhs = features.T @ targets
    return jnp.linalg.solve(gram, rhs)


def make_data(key, n, d, noise=0.05):
    k1, k2, k3 = jax.random.split(key, 3)
    X = jax.random.normal(k1, (n, d))
    true_w = jax.random.normal(k2, (d,))
    y = X @ true_w + noise * jax.random.normal(k3, (n,))
    return X, y, true_w


X, y, true_w = make_data(jax.random.key(0), 50, 3)
for reg in (0.0, 0.1, 1.0):
    w = ridge_solve(X, y, reg, X.shape[1])
    err = jnp.linalg.norm(w - true_w)
    print(f"reg={reg}: error {float(err):.4f}")
