"""Build a circular telescope aperture on a pixel grid (jitted)."""
import jax
import jax.numpy as jnp


def coordinates(npix, pixel_scale):
    c = (jnp.arange(npix) - (npix - 1) / 2) * pixel_scale
    return jnp.meshgrid(c, c)


@jax.jit
def filled_circle(xarray, yarray, xcenter, ycenter, radius, fillvalue):
    array = jnp.zeros_like(xarray)
    r = jnp.sqrt((xarray - xcenter) ** 2 + (yarray - ycenter) ** 2)
    array = array.at[r < radius].set(fillvalue)
    return array


def aperture(npix, diameter, obscuration):
    x, y = coordinates(npix, diameter / npix)
    primary = filled_circle(x, y, 0.0, 0.0, diameter / 2, 1.0)
    secondary = filled_circle(x, y, 0.0, 0.0, obscuration / 2, 1.0)
    return primary - secondary


pupil = aperture(32, diameter=2.4, obscuration=0.3)
print("open fraction:", pupil.mean())
