"""Apply an equinox Linear layer repeatedly for a number of steps."""
import jax
import jax.numpy as jnp
import equinox as eqx


@eqx.filter_jit
def rollout(layer, x, n_steps):
    for _ in range(n_steps):
        x = jnp.tanh(layer(x))
    return x


layer = eqx.nn.Linear(3, 3, key=jax.random.PRNGKey(0))
x = jnp.ones(3)
print(rollout(layer, x, jnp.asarray(4)))
