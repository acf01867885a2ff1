import jax
import jax.numpy as jnp


def f(y):
    @jax.custom_vjp
    def inner(x):
        return 2.0 * jnp.sin(x)

    def fwd(x):
        return inner(x), ()

    def bwd(_, g):
        return (2.0 * jnp.cos(y) * g,)

    inner.defvjp(fwd, bwd)
    return jax.grad(inner)(1.0)


print(jax.jit(f)(2.0))
print(jax.vmap(f)(jnp.arange(3.0)))
print(jax.grad(f)(4.0))
