import jax
import jax.numpy as jnp
import equinox as eqx
import optax


def dsm_loss(model, sde, batch, key):
    k_idx, k_noise = jax.random.split(key)
    sigmas = jnp.asarray(sde.discrete_sigmas, jnp.float32)
    idx = jax.random.randint(k_idx, (batch.shape[0],), 0, sde.num_scales)
    sigma = sigmas[idx]
    noise = jax.random.normal(k_noise, batch.shape)
    score = jax.vmap(model)(batch + sigma[:, None] * noise, sigma)
    resid = score * sigma[:, None] + noise
    return jnp.mean(jnp.sum(resid ** 2, axis=-1))


@eqx.filter_jit
def make_step(model, opt_state, batch, key, sde, optimizer):
    loss = dsm_loss(model, sde, batch, key)
    grads = eqx.filter_grad(dsm_loss)(model, sde, batch, key)
    updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def fit(model, sde, data, key, steps=300, batch_size=128, lr=1e-2):
    optimizer = optax.adam(lr)
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    losses = []
    for step in range(steps):
        key, k_idx, k_step = jax.random.split(key, 3)
        batch = data[jax.random.randint(k_idx, (batch_size,), 0, data.shape[0])]
        model, opt_state, loss = make_step(model, opt_state, batch, k_step, sde, optimizer)
        losses.append(loss)
    return model, jnp.stack(losses)
