import jax
import jax.numpy as jnp


def count_steps(x, n):
    i = 0
    while i < n:
        x = jnp.where(x % 2 == 0, x // 2, 3 * x + 1)
        i += 1
    return x, i


@jax.jit
def run(x, n):
    final, steps = count_steps(x, n)
    return final + 0 * steps


print(run(27, 20))
