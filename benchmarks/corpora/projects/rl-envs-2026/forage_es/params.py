"""Environment and strategy parameters."""
from flax import struct


@struct.dataclass
class EnvParams:
    size: int = struct.field(pytree_node=False, default=6)
    num_items: int = 3
    max_steps: int = struct.field(pytree_node=False, default=16)
    item_reward: float = 1.0
    step_cost: float = 0.02


@struct.dataclass
class ESConfig:
    popsize: int = struct.field(pytree_node=False, default=16)
    sigma: float = 0.1
    learning_rate: float = 0.05
