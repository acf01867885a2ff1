import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def poly_features(x, degree: int):
    cols = [jnp.ones_like(x)]
    for _ in range(degree):
        cols.append(cols[-1] * x)
    return jnp.stack(cols, axis=-1)


@eqx.filter_jit
def fit(x, y, degree: int, ridge: float):
    phi = poly_features(x, degree)
    gram = phi.T @ phi + ridge * jnp.eye(phi.shape[-1])
    return jnp.linalg.solve(gram, phi.T @ y)


def validation_error(coef, x, y):
    degree = coef.shape[0] - 1
    return jnp.mean((poly_features(x, degree) @ coef - y) ** 2)


key = jax.random.PRNGKey(0)
kx, kn = jax.random.split(key)
x = jax.random.uniform(kx, (200,), minval=-1.0, maxval=1.0)
y = 0.5 - x + 2.0 * x ** 3 + 0.05 * jax.random.normal(kn, x.shape)
x_tr, y_tr, x_va, y_va = x[:150], y[:150], x[150:], y[150:]

candidates = [1, 2, 3, 4, 5, 6]
errors = jnp.array([validation_error(fit(x_tr, y_tr, d, 1e-4), x_va, y_va) for d in candidates])
best_degree = jnp.asarray(candidates)[jnp.argmin(errors)]
coef = fit(x, y, best_degree, ridge=1e-4)
print("degree", best_degree, "coef", coef.round(2))
