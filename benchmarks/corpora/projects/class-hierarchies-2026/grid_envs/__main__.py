import jax

from .base import make, registered
from .config import ExperimentConfig
from .es import train
from .policy import LinearPolicy


def main():
    cfg = ExperimentConfig()
    print("environments:", registered())
    key = jax.random.key(cfg.seed)
    for name in cfg.envs:
        env = make(name, **cfg.env_kwargs[name])
        policy = LinearPolicy(env.obs_size, env.num_actions)
        key, sub = jax.random.split(key)
        _, history = train(env, policy, cfg, sub)
        print(f"{name}: mean return per generation " + " ".join(f"{r:.3f}" for r in history))


if __name__ == "__main__":
    main()
