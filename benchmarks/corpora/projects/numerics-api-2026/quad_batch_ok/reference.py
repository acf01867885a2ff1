import numpy as np
import jax
import jax.numpy as jnp

from . import profiles


def gauss_legendre(f, interval, order):
    t, w = np.polynomial.legendre.leggauss(order)
    half = 0.5 * interval.width()
    mid = 0.5 * (interval.a + interval.b)
    x = mid + half * jnp.asarray(t)
    return half * jnp.sum(jnp.asarray(w) * jax.vmap(f)(x))


def reference_areas(centers, widths, interval, order=200):
    def one(c, w):
        return gauss_legendre(lambda x: profiles.voigt_like(x, c, w), interval, order)
    return jax.vmap(one)(centers, widths)


def analytic_area(center, width, interval, eta=0.5):
    a, b = interval.a, interval.b
    lor = (jnp.arctan((b - center) / width) - jnp.arctan((a - center) / width)) / jnp.pi
    gau = 0.5 * (jax.scipy.special.erf((b - center) / (width * jnp.sqrt(2.0)))
                 - jax.scipy.special.erf((a - center) / (width * jnp.sqrt(2.0))))
    return eta * lor + (1.0 - eta) * gau
