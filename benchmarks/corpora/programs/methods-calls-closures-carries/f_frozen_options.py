"""Image augmentation whose options are fixed per compilation."""
import dataclasses
import enum
import functools

import jax
import jax.numpy as jnp


class Flip(enum.Enum):
    NONE = 0
    HORIZONTAL = 1
    VERTICAL = 2


@dataclasses.dataclass(frozen=True)
class AugOptions:
    flip: Flip = Flip.NONE
    pad: int = 0
    scale: float = 1.0


@functools.partial(jax.jit, static_argnames=("opts", "crop"))
def augment(img, opts, crop=None):
    if opts.flip is Flip.HORIZONTAL:
        img = img[:, ::-1]
    elif opts.flip is Flip.VERTICAL:
        img = img[::-1, :]
    if opts.pad > 0:
        img = jnp.pad(img, opts.pad)
    if crop is not None:
        img = img[:crop, :crop]
    return img * opts.scale


img = jnp.arange(16.0).reshape(4, 4)
print(augment(img, opts=AugOptions(flip=Flip.HORIZONTAL, pad=1)).shape)
print(augment(img, opts=AugOptions(scale=0.5), crop=2))
