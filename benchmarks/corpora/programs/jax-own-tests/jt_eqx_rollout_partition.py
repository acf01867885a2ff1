import jax
import jax.numpy as jnp
import equinox as eqx


def rollout(mlp, xs):
    arr, static = eqx.partition(mlp, eqx.is_array)

    def step(carry, x):
        mlp = eqx.combine(carry, static)
        val = mlp(x)
        carry, _ = eqx.partition(mlp, eqx.is_array)
        return carry, [val]

    _, scan_out = jax.lax.scan(step, arr, xs)
    return scan_out


mlp = eqx.nn.MLP(3, 3, 4, 1, key=jax.random.PRNGKey(0))
key, subkey = jax.random.split(jax.random.PRNGKey(1))
vals = rollout(mlp, jax.random.normal(key=subkey, shape=(20, 3)))
print(vals[0].shape)
