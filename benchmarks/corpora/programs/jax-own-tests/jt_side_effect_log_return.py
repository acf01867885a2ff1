import jax
import jax.numpy as jnp

outs = []


@jax.jit
def not_side_effecting(x):
    y = x + 1
    return y, y * 2


x = 1
y, z = not_side_effecting(x)
outs.append(y)
print(outs[0] + 1, z)
