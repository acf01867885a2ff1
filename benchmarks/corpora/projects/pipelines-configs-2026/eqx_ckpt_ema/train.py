"""Training step with an exponential moving average of the weights."""
import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from . import checkpoint


def loss_fn(model, x, y):
    pred = jax.vmap(model)(x)
    return jnp.mean((pred - y) ** 2)


def make_step(optimizer, ema_decay):
    @eqx.filter_jit
    def step(model, ema, opt_state, x, y):
        loss, grads = eqx.filter_value_and_grad(loss_fn)(model, x, y)
        params = eqx.filter(model, eqx.is_array)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        model = eqx.apply_updates(model, updates)
        ema = checkpoint.interpolate(model, ema, ema_decay)
        return model, ema, opt_state, loss

    return step


def init_ema(model):
    return eqx.filter(model, eqx.is_array)


def ema_model(model, ema):
    _, static = eqx.partition(model, eqx.is_array)
    return eqx.combine(ema, static)
