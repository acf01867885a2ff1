"""Point-mass goal-reaching environment with a linear policy rolled out by lax.scan."""
from .config import EnvConfig
from .point_env import DensePointEnv, SparsePointEnv
from .rollout import rollout

__all__ = ["EnvConfig", "DensePointEnv", "SparsePointEnv", "rollout"]
