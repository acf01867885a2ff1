import jax
import jax.numpy as jnp
from flax import struct


@struct.dataclass
class SamplerSpec:
    num_items: int
    num_neg: int


def uniform_negatives(key, pos_items, spec):
    """Uniform negatives per positive; a negative that hits its positive is shifted by one."""
    shape = (pos_items.shape[0], spec.num_neg)
    neg = jax.random.randint(key, shape, 0, spec.num_items)
    collide = neg == pos_items[:, None]
    return jnp.where(collide, (neg + 1) % spec.num_items, neg)
