import jax

from .config import EnvConfig
from .env import total_return
from .point_env import DensePointEnv, SparsePointEnv
from .policy import init_policy
from .rollout import rollout


def main() -> None:
    cfg = EnvConfig()
    params = init_policy(jax.random.PRNGKey(0))
    for env in (DensePointEnv(cfg), SparsePointEnv(cfg)):
        final, rewards = rollout(env, params, horizon=48)
        print(type(env).__name__, "final pos", final.pos, "return", float(total_return(rewards)))


if __name__ == "__main__":
    main()
