import jax
import jax.numpy as jnp


def poly_features(x, degree):
    return jnp.stack([x ** d for d in range(degree + 1)])


def design_matrix(xs, degree):
    return jax.vmap(poly_features, in_axes=(0, None))(xs, degree)


@jax.jit
def fit(xs, ys, degree):
    a = design_matrix(xs, degree)
    coef, *_ = jnp.linalg.lstsq(a, ys)
    return coef


xs = jnp.linspace(-1.0, 1.0, 30)
ys = 1.0 - 2.0 * xs + 0.5 * xs ** 3
coef = fit(xs, ys, 3)
print("coefficients:", jnp.round(coef, 3))
