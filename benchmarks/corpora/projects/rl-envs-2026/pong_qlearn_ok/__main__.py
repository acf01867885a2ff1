"""Train the Pong Q-learner, then run greedy evaluation episodes."""
import jax
import numpy as np

from . import evaluate, train
from .config import Config
from .env import EnvParams, Pong


def main():
    cfg = Config()
    env, env_params = Pong(), EnvParams()
    learner, update = train.make_learner(env, env_params, cfg, jax.random.PRNGKey(0))
    hits, misses = [], []
    for _ in range(cfg.iterations):
        learner, metrics = update(learner)
        hits.append(int(metrics["hits"]))
        misses.append(int(metrics["misses"]))
    hits, misses = np.asarray(hits), np.asarray(misses)
    print(f"training: hits={hits.sum()} misses={misses.sum()} "
          f"last-10 hit rate={hits[-10:].sum() / max(hits[-10:].sum() + misses[-10:].sum(), 1):.2f}")
    returns = evaluate.run_episodes(env, env_params, learner.params, cfg)
    print("evaluation returns:", returns.tolist())


if __name__ == "__main__":
    main()
