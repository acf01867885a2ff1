"""An array in a static field runs when every call holds the same array object (the
comparison short-cuts on identity); a hashable tuple always runs."""

import dataclasses

import equinox as eqx
import jax
import jax.numpy as jnp


class Polynomial(eqx.Module):
    scale: jax.Array
    coeffs: jax.Array = eqx.field(static=True)

    def __call__(self, t):
        return self.scale * jnp.polyval(self.coeffs, t)


@eqx.filter_jit
def evaluate(poly, t):
    return poly(t)


@dataclasses.dataclass
class Volume:
    voxels: jax.Array
    order: tuple[int, int, int]


jax.tree_util.register_dataclass(Volume, data_fields=["voxels"], meta_fields=["order"])


@jax.jit
def first_plane(vol):
    return jnp.transpose(vol.voxels, vol.order)[0]


coeffs = jnp.array([0.5, -2.0, 1.0])
times = jnp.linspace(0.0, 3.0, 7)
for s in (1.0, 4.0, 9.0):
    evaluate(Polynomial(scale=jnp.array(s), coeffs=coeffs), times)
cube = jnp.ones((2, 3, 4))
first_plane(Volume(cube, (2, 0, 1)))
first_plane(Volume(cube * 3.0, (1, 2, 0)))
