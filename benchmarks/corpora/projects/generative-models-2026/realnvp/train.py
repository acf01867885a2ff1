import jax
import jax.numpy as jnp
import equinox as eqx
import optax


def nll(model, batch):
    return -jnp.mean(model.log_prob(batch))


@eqx.filter_jit
def make_step(model, opt_state, batch, optimizer):
    loss, grads = eqx.filter_value_and_grad(nll)(model, batch)
    updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss


def fit(model, data, key, steps=200, batch_size=128, lr=3e-3):
    optimizer = optax.adam(lr)
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    losses = []
    for step in range(steps):
        key, sub = jax.random.split(key)
        idx = jax.random.randint(sub, (batch_size,), 0, data.shape[0])
        model, opt_state, loss = make_step(model, opt_state, data[idx], optimizer)
        losses.append(float(loss))
    return model, losses
