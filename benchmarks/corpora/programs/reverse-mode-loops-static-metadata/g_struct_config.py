"""Flax struct with a learning rate and a name as static fields."""
import jax
import jax.numpy as jnp
from flax import struct


@struct.dataclass
class SGD:
    momentum: jax.Array
    lr: float = struct.field(pytree_node=False)
    name: str = struct.field(pytree_node=False, default="sgd")


@jax.jit
def step(opt, grad):
    m = 0.9 * opt.momentum + grad
    return opt.replace(momentum=m), -opt.lr * m


opt = SGD(momentum=jnp.zeros(2), lr=0.1)
for g in (jnp.array([1.0, 0.0]), jnp.array([0.0, 1.0])):
    opt, delta = step(opt, g)
    print(delta)
opt2 = SGD(momentum=jnp.zeros(2), lr=0.01)
print(step(opt2, jnp.ones(2))[1])
