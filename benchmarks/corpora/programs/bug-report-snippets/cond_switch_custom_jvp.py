import jax
import jax.numpy as jnp
from jax import lax


@jax.custom_jvp
def safe_log(x):
    return jnp.log(jnp.maximum(x, 1e-12))


@safe_log.defjvp
def safe_log_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    return safe_log(x), t / jnp.maximum(x, 1e-12)


def reward(action, x):
    branches = [
        lambda x: -x**2,
        lambda x: safe_log(x**2 + 1.0),
        lambda x: jnp.sin(x),
    ]
    return lax.switch(action, branches, x)


@jax.jit
def policy_value(action, x, explore):
    value = reward(action, x)
    return lax.cond(explore, lambda v: v + 0.1 * safe_log(jnp.abs(v)), lambda v: v, value)


actions = jnp.array([0, 1, 2, 1])
xs = jnp.array([0.5, -1.0, 2.0, 0.0])
print(jax.vmap(policy_value, in_axes=(0, 0, None))(actions, xs, True))
print(jax.grad(policy_value, argnums=1)(1, 0.5, False))
