import jax
import jax.numpy as jnp


@jax.custom_vjp
def scaled(scale, y):
    return scale * jnp.sin(y)


def scaled_fwd(scale, y):
    return scaled(scale, y), (scale, y)


def scaled_bwd(res, g):
    scale, y = res
    return (jnp.sin(y) * g, scale * jnp.cos(y) * g)


scaled.defvjp(scaled_fwd, scaled_bwd)


@jax.jit
def objective(scale, y):
    return scaled(scale, y)


print(objective(2.0, 3.0))
print(jax.grad(objective, 1)(2.0, 3.0))
