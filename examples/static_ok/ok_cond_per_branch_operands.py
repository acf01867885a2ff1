"""`lax.cond(pred, true_operand, true_fun, false_operand, false_fun)`: the older form, which
JAX still takes; each branch gets its own operand, and the functions are no operands."""

import jax
import jax.numpy as jnp


def keep(state):
    return state


@jax.jit
def accept_or_reject(accept, proposal, current):
    return jax.lax.cond(accept, proposal, keep, current, keep)


print(accept_or_reject(True, (jnp.ones(2), 1.0), (jnp.zeros(2), 0.0)))
