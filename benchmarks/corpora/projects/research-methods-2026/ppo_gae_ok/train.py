import functools

import jax
import jax.numpy as jnp
import optax

from ppo_gae_ok import envs, learner, networks, rollout
from ppo_gae_ok.config import CONFIG


def main(cfg=CONFIG):
    key = jax.random.PRNGKey(cfg["seed"])
    key, k_init, k_env = jax.random.split(key, 3)
    params = networks.init_actor_critic(k_init, envs.OBS_DIM, envs.NUM_ACTIONS, cfg["hidden"])
    optimizer = optax.chain(optax.clip_by_global_norm(0.5), optax.adam(cfg["lr"]))
    opt_state = optimizer.init(params)

    env_state = jax.vmap(envs.reset, in_axes=(0, None))(
        jax.random.split(k_env, cfg["num_envs"]), cfg["episode_len"])
    collect = jax.jit(functools.partial(rollout.collect, num_steps=cfg["rollout_len"],
                                        episode_len=cfg["episode_len"]))
    update = jax.jit(learner.make_update(cfg, optimizer))

    for it in range(cfg["iterations"]):
        key, k_roll, k_upd = jax.random.split(key, 3)
        env_state, traj, last_value = collect(params, env_state, k_roll)
        params, opt_state, loss = update(params, opt_state, traj, last_value, k_upd)
        if it % 10 == 0 or it == cfg["iterations"] - 1:
            print(f"iter {it:3d}  mean reward {float(traj['reward'].mean()):+.3f}  loss {float(loss):.4f}")
