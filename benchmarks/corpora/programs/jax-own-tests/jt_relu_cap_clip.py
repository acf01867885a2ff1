import jax
import jax.numpy as jnp


def capped_relu(x, cap):
    return jnp.minimum(jnp.maximum(x, 0.0), cap)


@jax.jit
def activation_sum(xs, cap):
    total = 0.0
    for i in range(xs.shape[0]):
        total = total + capped_relu(xs[i], cap)
    return total


xs = jnp.array([-1.0, 0.5, 2.0, 7.0])
print(activation_sum(xs, 3.0))
print(max(xs.shape[0], 2), min(float(xs[0]), 0.0))
