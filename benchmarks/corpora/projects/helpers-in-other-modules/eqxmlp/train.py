import equinox as eqx
import jax
import jax.numpy as jnp


def loss_fn(model, x, y):
    pred = jax.vmap(model)(x)
    return jnp.mean((pred - y) ** 2)


@eqx.filter_jit
def train_step(model, x, y, lr=0.05):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, x, y)
    model = eqx.apply_updates(model, jax.tree.map(lambda g: -lr * g, grads))
    return model, loss
