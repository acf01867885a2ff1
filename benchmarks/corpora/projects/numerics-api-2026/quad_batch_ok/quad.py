import jax
import jax.numpy as jnp

from . import profiles


def simpson(f, interval, n):
    x = interval.nodes(n)
    h = interval.width() / (n - 1)
    y = jax.vmap(f)(x)
    w = jnp.ones_like(y).at[1:-1:2].set(4.0).at[2:-1:2].set(2.0)
    return h / 3.0 * jnp.sum(w * y)


def profile_area(p, interval):
    f = lambda x: profiles.voigt_like(x, p["center"], p["width"])
    return simpson(f, interval, p["npts"])
