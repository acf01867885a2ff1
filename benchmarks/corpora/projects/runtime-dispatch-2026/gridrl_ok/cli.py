"""Run the configured experiment end to end."""
import jax
import numpy as np

from . import config, envs
from .agent import Reinforce


def main(overrides=None):
    cfg = config.load(overrides)
    env_cfg = cfg["env"]
    env = envs.make(env_cfg["id"], **env_cfg["kwargs"])
    print(f"{cfg['experiment']['name']}: env={env_cfg['id']} of {envs.registered()}")
    agent = Reinforce(env, cfg["agent"], cfg["train"]["num_envs"])
    key = jax.random.key(cfg["experiment"]["seed"])
    key, init_key = jax.random.split(key)
    params = agent.init(init_key)
    update = agent.make_update()
    for it in range(cfg["train"]["iterations"]):
        key, sub = jax.random.split(key)
        params, loss, stats = update(params, sub)
        returns = np.asarray(stats["return"])
        if it % cfg["experiment"]["log_every"] == 0:
            print(f"iter {it}: loss={float(loss):+.4f} "
                  f"return mean={returns.mean():.3f} max={returns.max():.3f}")
    return 0
