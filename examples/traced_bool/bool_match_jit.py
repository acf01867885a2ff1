"""`match` on a traced integer: the first `case` with a literal compares with == and
converts the traced result to bool."""

import jax
import jax.numpy as jnp


@jax.jit
def activate(x, code):
    match code:
        case None:
            return x
        case 0:  # E: jax-traced-bool
            return jax.nn.relu(x)
        case 1:
            return jnp.tanh(x)
        case _:
            return x


print(activate(jnp.array([-1.0, 2.0]), 1))
