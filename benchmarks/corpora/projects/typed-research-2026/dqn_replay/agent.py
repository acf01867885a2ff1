import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from dqn_replay.targets import bootstrap_values, regression_targets, td_targets


def q_loss(model, target_model, batch, gamma, double):
    q = jax.vmap(model)(batch["obs"])
    q_next_online = jax.vmap(model)(batch["next_obs"])
    q_next_target = jax.vmap(target_model)(batch["next_obs"])
    next_v = jax.lax.stop_gradient(bootstrap_values(q_next_online, q_next_target, double))
    td = td_targets(batch["reward"], batch["done"], next_v, gamma)
    return jnp.mean(optax.huber_loss(q, regression_targets(q, batch["action"], td)))


@eqx.filter_jit
def update(model, target_model, opt_state, batch, optimizer, gamma, double):
    loss, grads = eqx.filter_value_and_grad(q_loss)(model, target_model, batch, gamma, double)
    updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


@eqx.filter_jit
def greedy_action(model, obs):
    return jnp.argmax(model(obs))


def epsilon_at(step, cfg):
    frac = min(step / cfg.eps_decay_steps, 1.0)
    return cfg.eps_start + frac * (cfg.eps_end - cfg.eps_start)
