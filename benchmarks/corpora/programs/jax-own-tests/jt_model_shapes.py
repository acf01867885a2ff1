import jax
import jax.numpy as jnp


def init_model(key, din, dout):
    w = jax.random.normal(key, (din, dout))
    b = jnp.zeros(dout)

    def apply(params, x):
        return x @ params[0] + params[1]

    return (w, b), apply


shapes = jax.eval_shape(lambda k: init_model(k, 3, 2), jax.random.key(0))
print(shapes)
