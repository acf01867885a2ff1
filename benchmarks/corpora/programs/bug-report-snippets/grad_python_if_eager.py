import jax
import jax.numpy as jnp


def smooth_relu(x, beta=5.0):
    # Python branching on the value: fine under plain grad (no jit)
    if x > 0:
        return x + jnp.log1p(jnp.exp(-beta * x)) / beta
    else:
        return jnp.log1p(jnp.exp(beta * x)) / beta


d_smooth_relu = jax.grad(smooth_relu)
for value in [-2.0, -0.1, 0.0, 0.1, 2.0]:
    print(value, float(smooth_relu(value)), float(d_smooth_relu(value)))
