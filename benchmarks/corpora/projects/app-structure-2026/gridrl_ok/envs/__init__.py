from gridrl_ok.envs.base import ENV_REGISTRY, Env, EnvState, make, register_env
from gridrl_ok.envs.chain import ChainWalk

__all__ = ["ENV_REGISTRY", "Env", "EnvState", "ChainWalk", "make", "register_env"]
