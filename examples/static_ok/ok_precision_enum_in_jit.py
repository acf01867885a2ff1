"""A layer whose matmul precision comes from a config string: `lax.Precision("highest")`
inside the jitted function is an enum member, a Python object, and `dot_general` takes
it as its static precision."""

import jax
import jax.numpy as jnp

CONFIG = {"matmul_precision": "highest"}


@jax.jit
def dense(x, w):
    precision = jax.lax.Precision(CONFIG["matmul_precision"])
    dims = (((1,), (0,)), ((), ()))
    return jax.lax.dot_general(x, w, dims, precision=precision)


print(dense(jnp.ones((2, 3)), jnp.ones((3, 4))))
