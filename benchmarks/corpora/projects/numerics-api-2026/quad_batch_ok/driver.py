import jax.numpy as jnp

from . import batch, reference
from .domain import Interval


def main():
    centers = jnp.array([-1.0, 0.0, 0.5, 2.0])
    widths = jnp.array([0.1, 0.2, 0.3, 0.15])
    box = Interval(-20.0, 20.0)
    exact = reference.analytic_area(centers, widths, box)
    for npts in (101, 401, 1601):
        a = batch.areas(batch.make_params(centers, widths, npts), box)
        print(f"npts={npts:5d} max error {float(jnp.max(jnp.abs(a - exact))):.2e}")
    gl = reference.reference_areas(centers, widths, box)
    print("Gauss-Legendre(200) error", float(jnp.max(jnp.abs(gl - exact))))
    print("truncated areas", exact)
