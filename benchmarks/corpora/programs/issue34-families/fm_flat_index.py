import jax
import jax.numpy as jnp


@jax.jit
def to_coords(flat_idx, shape):
    coords = jnp.unravel_index(flat_idx, shape)
    return jnp.stack(coords, axis=-1)


@jax.jit
def to_flat(coords, shape):
    return coords[..., 0] * shape[1] + coords[..., 1]


shape = (4, 6)
flat = jnp.array([0, 5, 6, 13, 23])
coords = to_coords(flat, shape)
back = to_flat(coords, shape)
print("coords:", coords.tolist())
print("round trip ok:", bool((back == flat).all()))
