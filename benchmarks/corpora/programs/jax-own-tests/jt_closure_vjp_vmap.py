import jax
import jax.numpy as jnp
import numpy as np


def make_scaler(x):
    @jax.custom_vjp
    def f(y):
        return x * y

    def f_fwd(y):
        return f(y), jnp.cos(y)

    def f_rev(cos_y, g):
        return (cos_y * g,)

    f.defvjp(f_fwd, f_rev)
    return f


@jax.vmap
def g(x):
    return make_scaler(x)(3.0)


print(g(np.arange(3.0)))
