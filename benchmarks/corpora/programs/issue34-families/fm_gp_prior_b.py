import jax
import jax.numpy as jnp

make_identity = jax.jit(jnp.eye, static_argnums=0)


def rbf_kernel(xs, lengthscale=0.5):
    d = xs[:, None] - xs[None, :]
    return jnp.exp(-0.5 * (d / lengthscale) ** 2)


def prior_cov(xs, jitter):
    k = rbf_kernel(xs)
    return k + jitter * make_identity(xs.shape[0])


def sample_prior(key, xs, jitter=1e-4):
    cov = prior_cov(xs, jitter)
    chol = jnp.linalg.cholesky(cov)
    z = jax.random.normal(key, xs.shape)
    return chol @ z


xs = jnp.linspace(-2.0, 2.0, 16)
draw = sample_prior(jax.random.key(0), xs)
print("prior draw range:", float(draw.min()), float(draw.max()))
