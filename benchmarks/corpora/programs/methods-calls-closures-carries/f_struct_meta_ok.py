"""Convolution settings carried as static fields of a flax struct."""
import jax
import jax.numpy as jnp
from flax import struct


@struct.dataclass
class Conv1D:
    kernel: jax.Array
    stride: int = struct.field(pytree_node=False)
    padding: str = struct.field(pytree_node=False, default="SAME")


@jax.jit
def apply(conv, x):
    k = conv.kernel.shape[0]
    if conv.padding == "SAME":
        x = jnp.pad(x, (k // 2, k - 1 - k // 2))
    out = jnp.convolve(x, conv.kernel[::-1], mode="valid")
    return out[:: conv.stride]


x = jnp.arange(10.0)
for width in (3, 3, 5):
    conv = Conv1D(kernel=jnp.ones(width) / width, stride=2)
    print(apply(conv, x))
print(apply(Conv1D(kernel=jnp.ones(2), stride=1, padding="VALID"), x))
