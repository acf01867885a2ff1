import equinox as eqx
import jax
import jax.numpy as jnp
import optax


def loss_fn(model, y0, ts, ys):
    pred = jax.vmap(model.rollout)(y0, ts)
    return jnp.mean(jnp.square(pred - ys))


def make_step(optim):
    @eqx.filter_jit
    def step(model, opt_state, y0, ts, ys):
        loss, grads = eqx.filter_value_and_grad(loss_fn)(model, y0, ts, ys)
        params = eqx.filter(model, eqx.is_array)
        updates, opt_state = optim.update(grads, opt_state, params)
        return eqx.apply_updates(model, updates), opt_state, loss

    return step


def fit(model, data, lr, steps):
    optim = optax.adam(lr)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    step = make_step(optim)
    y0, ts, ys = (jnp.asarray(a) for a in data)
    for _ in range(steps):
        model, opt_state, loss = step(model, opt_state, y0, ts, ys)
    return model, float(loss)
