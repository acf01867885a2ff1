"""Circular telescope aperture built with jnp.where; brightest pixels via nonzero(size=)."""
from functools import partial

import jax
import jax.numpy as jnp


def coordinates(npix, pixel_scale):
    c = (jnp.arange(npix) - (npix - 1) / 2) * pixel_scale
    return jnp.meshgrid(c, c)


@jax.jit
def filled_circle(xarray, yarray, xcenter, ycenter, radius, fillvalue):
    if xarray.ndim != 2 or xarray.shape != yarray.shape:
        raise ValueError("expected matching 2-D coordinate grids")
    r = jnp.sqrt((xarray - xcenter) ** 2 + (yarray - ycenter) ** 2)
    return jnp.where(r < radius, fillvalue, jnp.zeros_like(xarray))


@partial(jax.jit, static_argnames="k")
def first_open_pixels(pupil, k):
    rows, cols = jnp.nonzero(pupil > 0.5, size=k, fill_value=0)
    return jnp.stack([rows, cols], axis=1)


x, y = coordinates(32, 2.4 / 32)
pupil = filled_circle(x, y, 0.0, 0.0, 1.2, 1.0) - filled_circle(x, y, 0.0, 0.0, 0.15, 1.0)
print("open fraction:", pupil.mean())
print(first_open_pixels(pupil, k=4))
