import argparse
import dataclasses

import jax

from gridrl_ok import envs
from gridrl_ok.agent import ReinforceAgent
from gridrl_ok.config import Config


def build_config(argv=None):
    defaults = Config()
    parser = argparse.ArgumentParser(prog="gridrl_ok")
    for field in dataclasses.fields(Config):
        value = getattr(defaults, field.name)
        if isinstance(value, (int, float, str)) and not isinstance(value, bool):
            flag = "--" + field.name.replace("_", "-")
            parser.add_argument(flag, dest=field.name, type=type(value), default=value)
    args = parser.parse_args(argv)
    return dataclasses.replace(defaults, **vars(args))


def main(argv=None):
    cfg = build_config(argv)
    env = envs.make(cfg.env, **cfg.env_kwargs)
    agent = ReinforceAgent(env, cfg)
    key = jax.random.PRNGKey(cfg.seed)
    key, init_key = jax.random.split(key)
    params, opt_state = agent.init(init_key)
    history = []
    for it in range(1, cfg.iterations + 1):
        key, sub = jax.random.split(key)
        params, opt_state, stats = agent.update(params, opt_state, sub)
        history.append(float(stats["episode_return"]))
        if it % cfg.log_every == 0:
            print(f"iter {it:3d} loss={float(stats['loss']):+.4f} return={history[-1]:.3f}")
    key, sub = jax.random.split(key)
    score = agent.evaluate(params, sub, num_episodes=cfg.eval_episodes)
    print(f"greedy return: {float(score):.3f} (best train {max(history):.3f})")
    return 0
