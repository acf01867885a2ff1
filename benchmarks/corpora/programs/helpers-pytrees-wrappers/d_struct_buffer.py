"""Replay buffer stored in a flax struct dataclass."""
import jax
import jax.numpy as jnp
from flax import struct


@struct.dataclass
class Buffer:
    data: jax.Array
    capacity: int
    name: str = struct.field(pytree_node=False, default="replay")


def _empty_like(buf):
    return jnp.zeros((buf.capacity, buf.data.shape[1]))


@jax.jit
def reset(buf):
    return buf.replace(data=_empty_like(buf))


@jax.jit
def insert(buf, row, pos):
    return buf.replace(data=buf.data.at[pos].set(row))


if __name__ == "__main__":
    buf = Buffer(jnp.ones((4, 2)), 4)
    buf = insert(buf, jnp.array([5.0, 6.0]), 1)
    buf = reset(buf)
    print(buf.name, buf.data)
