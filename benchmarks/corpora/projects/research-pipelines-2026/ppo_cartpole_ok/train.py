import jax
import jax.numpy as jnp
import optax
from jax import lax

from . import env
from .config import EnvParams, PPOConfig
from .logging_utils import log_metrics
from .losses import compute_gae, ppo_loss
from .networks import ActorCritic
from .rollout import make_rollout


def make_update(model, tx, cfg):
    grad_fn = jax.value_and_grad(ppo_loss, has_aux=True)

    def update(params, opt_state, traj, last_value):
        adv, targets = compute_gae(traj, last_value, cfg.gamma, cfg.gae_lambda)

        def epoch(carry, _):
            params, opt_state = carry
            (loss, aux), grads = grad_fn(params, model, traj, adv, targets, cfg)
            updates, opt_state = tx.update(grads, opt_state, params)
            params = optax.apply_updates(params, updates)
            return (params, opt_state), dict(aux, loss=loss)

        (params, opt_state), metrics = lax.scan(epoch, (params, opt_state), None, length=cfg.num_epochs)
        return params, opt_state, jax.tree_util.tree_map(lambda m: m[-1], metrics)

    return update


def main():
    cfg = PPOConfig()
    env_params = EnvParams()
    key = jax.random.PRNGKey(cfg.seed)
    key, k_init, k_env = jax.random.split(key, 3)

    model = ActorCritic(num_actions=2, hidden=cfg.hidden)
    params = jax.jit(model.init)(k_init, jnp.zeros((1, 4)))
    tx = optax.chain(optax.clip_by_global_norm(cfg.max_grad_norm), optax.adam(cfg.lr))
    opt_state = tx.init(params)

    env_state = jax.vmap(env.reset, in_axes=(0, None))(jax.random.split(k_env, cfg.num_envs), env_params)
    obs = jax.vmap(env.observe)(env_state)

    rollout_fn = jax.jit(make_rollout(model, env_params, cfg.num_steps))
    update_fn = jax.jit(make_update(model, tx, cfg))

    for it in range(cfg.num_iterations):
        traj, env_state, obs, key, last_value = rollout_fn(params, env_state, obs, key)
        params, opt_state, metrics = update_fn(params, opt_state, traj, last_value)
        log_metrics(it, metrics, returns=traj.reward.mean())
    return params
