import jax
import jax.numpy as jnp
import equinox as eqx


def loss_fn(model, x, y):
    return ((jax.vmap(model)(x) - y) ** 2).mean()


model = eqx.nn.MLP(2, 2, 8, 2, key=jax.random.PRNGKey(0))
x = jnp.arange(8.0).reshape(4, 2) / 8.0
y = x * x
print(eqx.filter_jit(loss_fn)(model, x, y))
