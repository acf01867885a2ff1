import jax
import jax.numpy as jnp
from jax import lax


def count_steps(x, n):
    def cond(state):
        i, _ = state
        return i < n

    def body(state):
        i, x = state
        x = jnp.where(x % 2 == 0, x // 2, 3 * x + 1)
        return i + 1, x

    i, x = lax.while_loop(cond, body, (0, x))
    return x, i


@jax.jit
def run(x, n):
    final, steps = count_steps(x, n)
    return final + 0 * steps


print(run(27, 20))
print(run(27, 5))
