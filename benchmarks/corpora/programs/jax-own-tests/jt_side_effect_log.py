import jax
import jax.numpy as jnp

outs = []


@jax.jit
def side_effecting(x):
    y = x + 1
    outs.append(y)
    return y * 2


x = 1
side_effecting(x)
print(outs[0] + 1)
