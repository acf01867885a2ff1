import equinox as eqx
import jax
import jax.numpy as jnp


def mse_loss(model, x, y, key):
    keys = jax.random.split(key, x.shape[0])
    pred = jax.vmap(lambda xi, ki: model(xi, key=ki))(x, keys)
    return jnp.mean((pred - y) ** 2)


@eqx.filter_jit
def train_step(model, opt_state, x, y, key, optimizer):
    loss, grads = eqx.filter_value_and_grad(mse_loss)(model, x, y, key)
    params = eqx.filter(model, eqx.is_array)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss
