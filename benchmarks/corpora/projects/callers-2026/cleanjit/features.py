import jax
import jax.numpy as jnp

from .jitutil import jit_with, static_spec


@static_spec
def draw_basis(key, spec, dim):
    kw, kb = jax.random.split(key)
    w = jax.random.normal(kw, (dim.shape[0], spec.n_features)) / spec.lengthscale
    b = jax.random.uniform(kb, (spec.n_features,), maxval=2 * jnp.pi)
    return w, b


@jit_with("kind", "n_out")
def featurize(x, w, b, kind, n_out, scale=None):
    z = x @ w + b
    if kind == "rff":
        phi = jnp.sqrt(2.0 / n_out) * jnp.cos(z)
    else:
        phi = jnp.tanh(z)
    if scale is not None:
        phi = phi * scale
    return phi
