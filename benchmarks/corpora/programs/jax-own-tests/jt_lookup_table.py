import jax
import jax.numpy as jnp

LEARNING_RATES = [1e-2, 5e-3, 1e-3, 5e-4]


@jax.jit
def scheduled_update(params, grads, stage):
    lr = LEARNING_RATES[stage]
    return jax.tree.map(lambda p, g: p - lr * g, params, grads)


params = {"w": jnp.ones(3), "b": jnp.zeros(())}
grads = {"w": jnp.full(3, 0.5), "b": jnp.array(1.0)}
for stage in range(3):
    params = scheduled_update(params, grads, stage)
print(params)
