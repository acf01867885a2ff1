import functools

import jax
import jax.numpy as jnp


def euler_segment(y, n_substeps, dt=0.02):
    for _ in range(n_substeps):
        dy = jnp.stack([y[1], -jnp.sin(y[0])])
        y = y + dt * dy
    return y


segment = jax.checkpoint(euler_segment, static_argnums=(1,))


@functools.partial(jax.jit, static_argnums=1)
def final_angle_loss(y0, n_substeps):
    y = y0
    for _ in range(3):
        y = segment(y, n_substeps)
    return (y[0] - 0.5) ** 2


y0 = jnp.array([1.0, 0.0])
loss, g = jax.value_and_grad(final_angle_loss)(y0, 5)
print("loss:", float(loss), "grad:", g)
