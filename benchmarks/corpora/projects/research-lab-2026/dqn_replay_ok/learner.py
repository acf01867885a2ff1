import jax
import jax.numpy as jnp
import optax

from .qnet import q_values


def td_loss(params, target_params, batch, gamma):
    q = q_values(params, batch.obs)
    q_taken = jnp.take_along_axis(q, batch.action[:, None], axis=1)[:, 0]
    q_next = q_values(target_params, batch.next_obs).max(axis=1)
    target = batch.reward + gamma * (1.0 - batch.done) * jax.lax.stop_gradient(q_next)
    return jnp.mean(optax.huber_loss(q_taken, target))


def learn(params, target_params, opt_state, batch, optimizer, gamma):
    loss, grads = jax.value_and_grad(td_loss)(params, target_params, batch, gamma)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
