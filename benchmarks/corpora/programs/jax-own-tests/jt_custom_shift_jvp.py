import jax
import jax.numpy as jnp


def shifted_response(x):
    @jax.custom_jvp
    def g(y):
        return x + y

    def g_jvp(primals, tangents):
        return g(x), 2 * primals[0]

    g.defjvp(g_jvp)
    return g(1.0)


print(shifted_response(3.0))
print(jax.grad(shifted_response)(3.0))
