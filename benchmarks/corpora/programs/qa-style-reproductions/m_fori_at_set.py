"""Fill a table row by row with x.at[i].set inside a fori_loop."""
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def powers_table(w):
    table = jnp.zeros((4, 3))

    def body(i, t):
        return t.at[i].set(w ** i)

    return lax.fori_loop(0, 4, body, table)


print(powers_table(jnp.array([1.0, 2.0, 3.0])))
print(jax.grad(lambda w: powers_table(w).sum())(jnp.array([1.0, 2.0, 3.0])))
