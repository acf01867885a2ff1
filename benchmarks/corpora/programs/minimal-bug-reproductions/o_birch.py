import jax
import jax.numpy as jnp


def with_bias_column(x):
    ones = jnp.ones((x.shape[0], 1), dtype=x.dtype)
    return jnp.concatenate([x, ones], axis=1)


@jax.jit
def fit_ridge(features, targets, reg):
    features = with_bias_column(features)
    n, d = features.shape
    penalty = jnp.full((d,), reg).at[-1].set(0.0)
    if n < d:
        gram = features @ features.T + reg * jnp.eye(n)
        alpha = jnp.linalg.solve(gram, targets)
        return features.T @ alpha
    gram = features.T @ features + jnp.diag(penalty)
    return jnp.linalg.solve(gram, features.T @ targets)


@jax.jit
def predict(w, features):
    return with_bias_column(features) @ w


key = jax.random.key(7)
k1, k2 = jax.random.split(key)
X_tall = jax.random.normal(k1, (40, 3))
y_tall = X_tall @ jnp.array([1.0, -2.0, 0.5]) + 3.0
X_wide = jax.random.normal(k2, (4, 9))
y_wide = X_wide[:, 0] * 2.0

w_tall = fit_ridge(X_tall, y_tall, 0.01)
w_wide = fit_ridge(X_wide, y_wide, 0.01)
print(w_tall.round(2), w_wide.shape)
print(float(jnp.abs(predict(w_tall, X_tall) - y_tall).max()))
