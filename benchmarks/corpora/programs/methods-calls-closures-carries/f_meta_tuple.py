"""Patch extraction configured by a registered dataclass."""
import dataclasses

import jax
import jax.numpy as jnp


@dataclasses.dataclass
class Patches:
    pixels: jax.Array
    patch: tuple
    channels_last: bool


jax.tree_util.register_dataclass(Patches, data_fields=["pixels"], meta_fields=["patch", "channels_last"])


@jax.jit
def extract(p):
    ph, pw = p.patch
    h, w = p.pixels.shape[:2]
    x = p.pixels.reshape(h // ph, ph, w // pw, pw, -1)
    if p.channels_last:
        x = x.transpose(0, 2, 1, 3, 4)
    return x.reshape(-1, ph * pw * x.shape[-1])


p = Patches(pixels=jnp.ones((4, 6, 3)), patch=(2, 3), channels_last=True)
print(extract(p).shape)
print(extract(Patches(pixels=jnp.zeros((4, 6, 3)), patch=(2, 3), channels_last=True)).shape)
